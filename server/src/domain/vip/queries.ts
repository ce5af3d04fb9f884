// The VIP jobs' reads in plain SQL (db/sql.ts): the due-work loop looks every second for members whose
// play may lift them (promotion.ts) and for standings behind the last ended month (review.ts). Grouped
// by member, Prisma's query lets SQLite walk the member index over every round ever played (a second a
// million rounds, every second); the rows changed since the last look come by the updatedAt index
// alone. Nothing here writes. Who writes what it reads: GameRound, plain SQL (play/queries.ts) and
// Prisma (the lottery); Member, Prisma (vipLevel: rank-changes.ts); VipStanding, Prisma (rank-changes.ts,
// review.ts).
import type { Sql } from '../../db/sql.ts';
import { fromSqlTime, type SqlRow, toBigInt, toInt } from '../../db/sql-values.ts';

/**
 * This month's turnover per member (of the members `filter` names, every one without). Grouped by
 * merchant first: grouped by member alone, SQLite walks the member index and fetches a million
 * rounds one by one (14 s for a 10,000-member team's month), instead of reading them in order.
 */
export const monthSums = (filter = '') => `SELECT s.*, m."vipLevel" FROM (
    SELECT "merchantCode", "memberId", sum("stakeMinor") AS "monthlyMinor", max("updatedAt") AS "newest"
    FROM "GameRound" WHERE "status" = 'SETTLED' AND "settledAt" >= ? AND "settledAt" < ? ${filter}
    GROUP BY "merchantCode", "memberId"
  ) s JOIN "Member" m ON m."id" = s."memberId"`;

/** the rounds settled since a look: by the updatedAt index, whatever the table holds */
export const CHANGED_ROUNDS = `SELECT "memberId", "updatedAt" FROM "GameRound" WHERE "updatedAt" >= ? AND "status" = 'SETTLED'`;

const ANY_STANDING_BEHIND = `SELECT 1 AS "due" FROM "VipStanding" WHERE "reviewedThrough" < ? LIMIT 1`;

/** Members per statement of the sums: SQLite refuses a statement with more bound values than its limit. */
const MEMBERS_PER_QUERY = 500;

export interface MonthTurnover {
  memberId: number;
  merchantCode: string;
  vipLevel: number;
  monthlyMinor: bigint;
  /** the member's newest change to a round counted */
  newest: Date | null;
}

const toTurnover = (row: SqlRow): MonthTurnover => ({
  memberId: toInt(row.memberId),
  merchantCode: String(row.merchantCode),
  vipLevel: toInt(row.vipLevel),
  monthlyMinor: toBigInt(row.monthlyMinor),
  newest: row.newest === null || row.newest === undefined ? null : fromSqlTime(row.newest),
});

/**
 * The turnover of the rounds settled in [start, end) per member who has any, with the member's rank:
 * of every member, or only of `memberIds` (in statements of MEMBERS_PER_QUERY).
 */
export async function monthTurnovers(
  sql: Sql,
  start: Date,
  end: Date,
  memberIds?: number[],
): Promise<MonthTurnover[]> {
  if (memberIds === undefined) return (await sql.all(monthSums(), start, end)).map(toTurnover);
  const turnovers: MonthTurnover[] = [];
  for (let at = 0; at < memberIds.length; at += MEMBERS_PER_QUERY) {
    const slice = memberIds.slice(at, at + MEMBERS_PER_QUERY);
    const inSlice = `AND "memberId" IN (${slice.map(() => '?').join(', ')})`;
    const rows = await sql.all(monthSums(inSlice), start, end, ...slice);
    turnovers.push(...rows.map(toTurnover));
  }
  return turnovers;
}

/** Who had a round settled (or changed after settling) since `since`, and when: one row per round. */
export async function roundsSettledSince(sql: Sql, since: Date) {
  const rows = await sql.all(CHANGED_ROUNDS, since);
  return rows.map((row) => ({ memberId: toInt(row.memberId), updatedAt: fromSqlTime(row.updatedAt) }));
}

/** Whether any standing is reviewed through an earlier month than `month` (YYYY-MM). */
export async function anyStandingBehind(sql: Sql, month: string): Promise<boolean> {
  return (await sql.one(ANY_STANDING_BEHIND, month)) !== undefined;
}
