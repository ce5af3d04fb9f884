// The lottery settlement timer's cheap look in plain SQL (db/sql.ts): the due-work loop asks it every
// second, before any settlement runs. (The member's bet reads are in queries.ts.) Nothing here writes.
// Who writes LotteryBet: Prisma alone (betting.ts places bets, settlement.ts claims and settles them).
import type { Sql } from '../../db/sql.ts';

const ANY_DUE_BET = `SELECT 1 AS "due" FROM "LotteryBet" WHERE "settledAt" IS NULL AND "drawAt" <= ? LIMIT 1`;

/** Whether any open bet's draw has come by `now`. */
export async function anyBetDue(sql: Sql, now: Date): Promise<boolean> {
  return (await sql.one(ANY_DUE_BET, now)) !== undefined;
}
