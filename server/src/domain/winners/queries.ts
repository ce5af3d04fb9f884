// The big wins in plain SQL (db/sql.ts): the winners board is on every home page and reads the
// merchant's rounds, which every bet writes — too hot a read for Prisma's query layer, and one
// statement where Prisma took three. Nothing here writes. Who writes what it reads: GameRound, plain
// SQL (play/queries.ts) and Prisma (the lottery's rounds, the seed's history); Member and Game, Prisma.
import { TRIAL_TYPE } from '@sim/shared/member-types';
import { WINNER_MIN_MULTIPLE } from '@sim/shared/relay/winners';
import type { Db } from '../../db/client.ts';
import { sqlOf } from '../../db/sql.ts';
import { fromSqlTime, type SqlValue, toBigInt, toInt } from '../../db/sql-values.ts';
import { WINNER_MIN_AMOUNT_MINOR } from './big-win.ts';

export interface BigWinQuery {
  merchantCode: string;
  gameType?: string | undefined;
  limit: number;
  order: 'latest' | 'biggest';
}

export interface BigWinRow {
  username: string;
  gameName: string;
  gameId: number;
  vendorCode: string;
  gameType: string;
  stakeMinor: bigint;
  winMinor: bigint;
  /** when it settled (when it was placed, should a settled round lack the time) */
  wonAt: Date;
}

const ORDERS = {
  latest: 'r."settledAt" DESC, r."roundId"',
  biggest: 'r."winMinor" DESC, r."settledAt" DESC',
} as const;

/** A settled round of a real account that won at least the multiple of its stake or the amount (big-win.ts). */
const bigWinsSql = (order: BigWinQuery['order'], byType: boolean) => `
  SELECT m."username", g."name" AS "gameName", r."gameId", r."vendorCode", r."gameType",
    r."stakeMinor", r."winMinor", r."settledAt", r."placedAt"
  FROM "GameRound" r JOIN "Member" m ON m."id" = r."memberId" JOIN "Game" g ON g."id" = r."gameId"
  WHERE r."merchantCode" = ? AND r."status" = 'SETTLED' AND r."winMinor" > 0
    AND (r."winMinor" >= r."stakeMinor" * ${WINNER_MIN_MULTIPLE} OR r."winMinor" >= ${WINNER_MIN_AMOUNT_MINOR})
    AND m."type" <> ${TRIAL_TYPE}${byType ? ' AND r."gameType" = ?' : ''}
  ORDER BY ${ORDERS[order]} LIMIT ?`;

/** The four statements, made once: each stays prepared. */
const STATEMENTS = {
  latest: [bigWinsSql('latest', false), bigWinsSql('latest', true)],
  biggest: [bigWinsSql('biggest', false), bigWinsSql('biggest', true)],
} as const;

/** The big wins, in the order asked. */
export async function bigWinRows(db: Db, query: BigWinQuery): Promise<BigWinRow[]> {
  const params: SqlValue[] = [query.merchantCode];
  if (query.gameType) params.push(query.gameType);
  params.push(query.limit);
  const rows = await sqlOf(db).all(STATEMENTS[query.order][query.gameType ? 1 : 0], ...params);
  return rows.map((row) => ({
    username: String(row.username),
    gameName: String(row.gameName),
    gameId: toInt(row.gameId),
    vendorCode: String(row.vendorCode),
    gameType: String(row.gameType),
    stakeMinor: toBigInt(row.stakeMinor),
    winMinor: toBigInt(row.winMinor),
    wonAt: fromSqlTime(row.settledAt ?? row.placedAt),
  }));
}
