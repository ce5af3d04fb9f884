// The team reports' day figures (prisma/schema/agent-reports.prisma): sums of the real rows per member
// and per agent's team, by UTC day. Triggers keep them in the transaction that writes the counted row, so
// no code path can forget them; each dialect's are defined once, in day-figures.sqlite.sql and
// day-figures.postgres.sql beside this file (a migration installs them: `pnpm db:new-migration`):
//   - a GameRound adds its stake, and once SETTLED its stake as valid bet and its win, to its member's
//     MemberDayFigure of the day it was placed (kind = its product type), and marks the day active
//     (MemberActiveDay, linked to the member's previous active day);
//   - a MoneyOrder adds itself under kind DEPOSIT (APPROVED) or WITHDRAW (the money left: not PENDING,
//     REJECTED or REFUNDED) on the day it was applied for;
//   - a member's rows are added to TeamDayFigure / TeamActiveDay of every agent above it (TeamLink, depth >= 1).
// Only moving a member between teams needs a hand: call refreshTeamFigures afterwards. The rebuild
// below states the same figures set-wise, for both dialects: the definition the triggers follow, which
// day-figures.test.ts holds them to (dayFigureDrift) on SQLite and on PostgreSQL.
import type { Db, Tx } from '../../db/client.ts';

const SELF_LINKED = (alias: string) =>
  `EXISTS (SELECT 1 FROM "TeamLink" s WHERE s."ancestorId" = ${alias}."memberId" AND s."descendantId" = ${alias}."memberId")`;

/** money orders that count: approved deposits, withdrawals whose money has left */
/** The UTC day of a DateTime column: SQLite stores ISO text, PostgreSQL's timestamp casts to 'YYYY-MM-DD hh:mm:ss'. */
const DAY_OF = (column: string) => `substr(CAST(${column} AS TEXT), 1, 10)`;

const settled = (column: string) => `sum(CASE WHEN g."status" = 'SETTLED' THEN g."${column}" ELSE 0 END)`;

const COUNTED_ORDER = `((o."type" = 'DEPOSIT' AND o."status" = 'APPROVED')
  OR (o."type" = 'WITHDRAW' AND o."status" NOT IN ('PENDING', 'REJECTED', 'REFUNDED')))`;

/** What MemberDayFigure holds, computed from the rows themselves. */
const MEMBER_FIGURES = `
  SELECT g."memberId", ${DAY_OF('g."placedAt"')} AS "day", g."gameType" AS "kind", count(*) AS "itemCount",
    sum(g."stakeMinor") AS "amountMinor", ${settled('stakeMinor')} AS "validBetMinor", ${settled('winMinor')} AS "winMinor"
  FROM "GameRound" g WHERE ${SELF_LINKED('g')} GROUP BY 1, 2, 3
  UNION ALL
  SELECT o."memberId", ${DAY_OF('o."appliedAt"')}, o."type", count(*), sum(o."amountMinor"), 0, 0
  FROM "MoneyOrder" o WHERE ${COUNTED_ORDER} AND ${SELF_LINKED('o')} GROUP BY 1, 2, 3`;

/** What MemberActiveDay holds: each day with a bet, after the member's previous one. */
const MEMBER_ACTIVE_DAYS = `
  SELECT "memberId", "day", COALESCE(LAG("day") OVER (PARTITION BY "memberId" ORDER BY "day"), '') AS "prevDay"
  FROM (SELECT DISTINCT g."memberId", ${DAY_OF('g."placedAt"')} AS "day" FROM "GameRound" g WHERE ${SELF_LINKED('g')}) AS "d"`;

const agentFilter = (agentIds: readonly number[] | undefined, column: string) =>
  agentIds ? `${column} IN (${agentIds.map((id) => Number(id)).join(',') || 'NULL'})` : '1 = 1';

/** What TeamDayFigure holds for the given agents (all without), from the members' figures. */
const teamFigures = (agentIds?: readonly number[]) => `
  SELECT l."ancestorId" AS "agentId", f."day", f."kind", sum(f."itemCount") AS "itemCount",
    sum(f."amountMinor") AS "amountMinor", sum(f."validBetMinor") AS "validBetMinor", sum(f."winMinor") AS "winMinor"
  FROM "TeamLink" l JOIN "MemberDayFigure" f ON f."memberId" = l."descendantId"
  WHERE l."depth" > 0 AND ${agentFilter(agentIds, 'l."ancestorId"')} GROUP BY 1, 2, 3`;

const teamActiveDays = (agentIds?: readonly number[]) => `
  SELECT l."ancestorId" AS "agentId", a."day", a."prevDay", count(*) AS "members"
  FROM "TeamLink" l JOIN "MemberActiveDay" a ON a."memberId" = l."descendantId"
  WHERE l."depth" > 0 AND ${agentFilter(agentIds, 'l."ancestorId"')} GROUP BY 1, 2, 3`;

const FIGURE_COLUMNS = '"itemCount", "amountMinor", "validBetMinor", "winMinor"';

/**
 * The team rows of the given agents (every agent without), recomputed from the members' rows: after
 * a member moved, for the agents above its old and new place.
 */
export async function refreshTeamFigures(db: Db | Tx, agentIds?: readonly number[]): Promise<void> {
  await db.$executeRawUnsafe(`DELETE FROM "TeamDayFigure" WHERE ${agentFilter(agentIds, '"agentId"')}`);
  await db.$executeRawUnsafe(`DELETE FROM "TeamActiveDay" WHERE ${agentFilter(agentIds, '"agentId"')}`);
  await db.$executeRawUnsafe(
    `INSERT INTO "TeamDayFigure" ("agentId", "day", "kind", ${FIGURE_COLUMNS}) ${teamFigures(agentIds)}`,
  );
  await db.$executeRawUnsafe(
    `INSERT INTO "TeamActiveDay" ("agentId", "day", "prevDay", "members") ${teamActiveDays(agentIds)}`,
  );
}

/**
 * Every figure recomputed from the rows (a bulk load that skipped the triggers, a repair); the team
 * rows last, from the member rows.
 */
export async function rebuildDayFigures(db: Db): Promise<void> {
  await db.$transaction(async (tx) => {
    for (const table of ['TeamDayFigure', 'TeamActiveDay', 'MemberDayFigure', 'MemberActiveDay'])
      await tx.$executeRawUnsafe(`DELETE FROM "${table}"`);
    await tx.$executeRawUnsafe(
      `INSERT INTO "MemberDayFigure" ("memberId", "day", "kind", ${FIGURE_COLUMNS}) ${MEMBER_FIGURES}`,
    );
    await tx.$executeRawUnsafe(
      `INSERT INTO "MemberActiveDay" ("memberId", "day", "prevDay") ${MEMBER_ACTIVE_DAYS} ORDER BY 1, 2`,
    );
    // PostgreSQL runs a multi-row insert's row triggers after the whole statement (SQLite between the
    // rows), when a day's "next day" is already in: its team rows are counted twice. Recount them.
    await refreshTeamFigures(tx);
  });
}

/** Rows where the stored figures differ from the definition (none when the triggers did their job). */
export async function dayFigureDrift(db: Db): Promise<number> {
  const nonZero = (table: string) => `SELECT * FROM "${table}" WHERE "itemCount" <> 0 OR "amountMinor" <> 0`;
  const pairs = [
    [`SELECT * FROM (${MEMBER_FIGURES}) AS "f"`, nonZero('MemberDayFigure')],
    [MEMBER_ACTIVE_DAYS, 'SELECT "memberId", "day", "prevDay" FROM "MemberActiveDay"'],
    [
      `SELECT * FROM (${teamFigures()}) AS "f" WHERE "itemCount" <> 0 OR "amountMinor" <> 0`,
      nonZero('TeamDayFigure'),
    ],
    [teamActiveDays(), 'SELECT * FROM "TeamActiveDay" WHERE "members" <> 0'],
  ];
  let drift = 0;
  for (const [expected, stored] of pairs) {
    const [row] = await db.$queryRawUnsafe<{ n: number | bigint }[]>(
      `SELECT (SELECT count(*) FROM (${expected} EXCEPT ${stored}) AS "a") + (SELECT count(*) FROM (${stored} EXCEPT ${expected}) AS "b") AS "n"`,
    );
    drift += Number(row?.n ?? 0);
  }
  return drift;
}
