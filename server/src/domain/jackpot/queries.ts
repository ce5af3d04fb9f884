// The jackpot's reads in plain SQL (db/sql.ts): the pool is on every home page and its amount
// sums the merchant's settled stakes, which every bet writes — too hot for Prisma's query layer.
// Nothing here writes. Who writes what it reads: JackpotPool, Prisma alone (pool.ts, the back office);
// GameRound, plain SQL (play/queries.ts) and Prisma (the lottery's rounds, the seed's history).
import type { Db } from '../../db/client.ts';
import { sqlOf } from '../../db/sql.ts';
import { fromSqlTime, toBigInt } from '../../db/sql-values.ts';

export interface PoolRow {
  seedMinor: bigint;
  contributionPercent: number;
  betsAtResetMinor: bigint;
  resetAt: Date;
}

const POOL_SQL = `SELECT "seedMinor", "contributionPercent", "betsAtResetMinor", "resetAt"
  FROM "JackpotPool" WHERE "merchantCode" = ?`;

const VALID_BETS_SQL = `SELECT sum("stakeMinor") AS "bets" FROM "GameRound"
  WHERE "merchantCode" = ? AND "status" = 'SETTLED'`;

/** The merchant's pool as the back office last set it, if it ever did. */
export async function poolRow(db: Db, merchantCode: string): Promise<PoolRow | undefined> {
  const row = await sqlOf(db).one(POOL_SQL, merchantCode);
  return (
    row && {
      seedMinor: toBigInt(row.seedMinor),
      contributionPercent: Number(row.contributionPercent),
      betsAtResetMinor: toBigInt(row.betsAtResetMinor),
      resetAt: fromSqlTime(row.resetAt),
    }
  );
}

/** The merchant's valid bets of all time (settled rounds' stakes). */
export async function allValidBets(db: Db, merchantCode: string): Promise<bigint> {
  return toBigInt((await sqlOf(db).one(VALID_BETS_SQL, merchantCode))?.bets);
}
