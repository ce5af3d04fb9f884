// Reading the day figures (day-figures.ts) over a report's days: a team's, several members' own, several
// members' teams', and a team's active members. A handful of indexed rows per day and kind, whatever
// the team's size.
import type { Db } from '../../db/client.ts';
import { sqlOf } from '../../db/sql.ts';
import { type SqlRow, toBigInt, toInt } from '../../db/sql-values.ts';
import type { ReportDays } from './report-days.ts';

export interface Figures {
  itemCount: number;
  amountMinor: bigint;
  validBetMinor: bigint;
  winMinor: bigint;
}

/** kind -> figures */
export type KindFigures = Map<string, Figures>;

export const NO_FIGURES: Figures = { itemCount: 0, amountMinor: 0n, validBetMinor: 0n, winMinor: 0n };

/** Money order kinds; every other kind is a product type (a game figure). */
export const MONEY_KINDS = ['DEPOSIT', 'WITHDRAW'] as const;

const isGameKind = (kind: string) => !(MONEY_KINDS as readonly string[]).includes(kind);

export const addFigures = (a: Figures, b: Figures): Figures => ({
  itemCount: a.itemCount + b.itemCount,
  amountMinor: a.amountMinor + b.amountMinor,
  validBetMinor: a.validBetMinor + b.validBetMinor,
  winMinor: a.winMinor + b.winMinor,
});

/** The game figures of the given product types (every product type without). */
export function gameFigures(byKind: KindFigures | undefined, productTypes?: readonly string[]): Figures {
  let total = NO_FIGURES;
  for (const [kind, figures] of byKind ?? [])
    if (productTypes ? productTypes.includes(kind) : isGameKind(kind)) total = addFigures(total, figures);
  return total;
}

export interface DayFigures {
  /** member id -> the member's own figures by kind */
  members: Map<number, KindFigures>;
  /** agent id -> its team's figures by kind */
  teams: Map<number, KindFigures>;
}

const SUMS = `"kind", sum("itemCount") AS "itemCount", sum("amountMinor") AS "amountMinor",
  sum("validBetMinor") AS "validBetMinor", sum("winMinor") AS "winMinor"`;

export const figuresOf = (row: SqlRow): Figures => ({
  itemCount: toInt(row.itemCount),
  amountMinor: toBigInt(row.amountMinor),
  validBetMinor: toBigInt(row.validBetMinor),
  winMinor: toBigInt(row.winMinor),
});

const placeholders = (count: number) => Array.from({ length: count }, () => '?').join(', ') || 'NULL';

/**
 * Members' own figures and agents' team figures over the days, in one statement by the figures'
 * primary keys (owner, day, kind). Plain SQL (db/sql.ts): a team report is a hot read.
 */
export const dayFiguresSql = (members: number, teams: number) => `
  SELECT 'M' AS "side", "memberId" AS "owner", ${SUMS} FROM "MemberDayFigure"
  WHERE "memberId" IN (${placeholders(members)}) AND "day" BETWEEN ? AND ? GROUP BY 2, 3
  UNION ALL
  SELECT 'T', "agentId", ${SUMS} FROM "TeamDayFigure"
  WHERE "agentId" IN (${placeholders(teams)}) AND "day" BETWEEN ? AND ? GROUP BY 2, 3`;

export async function dayFigures(
  db: Db,
  owners: { members?: readonly number[]; teams?: readonly number[] },
  days: ReportDays,
): Promise<DayFigures> {
  const members = owners.members ?? [];
  const teams = owners.teams ?? [];
  const result: DayFigures = { members: new Map(), teams: new Map() };
  if (members.length + teams.length === 0) return result;
  const inDays = [days.startDay, days.endDay];
  const rows = await sqlOf(db).all(
    dayFiguresSql(members.length, teams.length),
    ...members,
    ...inDays,
    ...teams,
    ...inDays,
  );
  for (const row of rows) {
    const owners = row.side === 'M' ? result.members : result.teams;
    const kinds = owners.get(toInt(row.owner)) ?? new Map<string, Figures>();
    kinds.set(String(row.kind), figuresOf(row));
    owners.set(toInt(row.owner), kinds);
  }
  return result;
}

export interface GameTotals {
  /** member id -> the member's own game figures */
  members: Map<number, Figures>;
  /** agent id -> its team's game figures */
  teams: Map<number, Figures>;
}

const GAME_SUMS = `sum("itemCount") AS "itemCount", sum("amountMinor") AS "amountMinor",
  sum("validBetMinor") AS "validBetMinor", sum("winMinor") AS "winMinor"`;

/**
 * Members' own and agents' teams' game figures over the days, summed over the kinds (the product
 * types named, or every game kind), one row per owner. Grouped by the owner alone, the rows come in
 * key order and need no sorting: a team's user P&L reads only these (issue 14's p99).
 */
export const gameTotalsSql = (members: number, teams: number, productTypes: number) => {
  const kinds = productTypes
    ? `"kind" IN (${placeholders(productTypes)})`
    : `"kind" NOT IN (${placeholders(MONEY_KINDS.length)})`;
  return `
  SELECT 'M' AS "side", "memberId" AS "owner", ${GAME_SUMS} FROM "MemberDayFigure"
  WHERE "memberId" IN (${placeholders(members)}) AND "day" BETWEEN ? AND ? AND ${kinds} GROUP BY 2
  UNION ALL
  SELECT 'T', "agentId", ${GAME_SUMS} FROM "TeamDayFigure"
  WHERE "agentId" IN (${placeholders(teams)}) AND "day" BETWEEN ? AND ? AND ${kinds} GROUP BY 2`;
};

export async function gameTotals(
  db: Db,
  owners: { members: readonly number[]; teams: readonly number[] },
  days: ReportDays,
  productTypes?: readonly string[],
): Promise<GameTotals> {
  const result: GameTotals = { members: new Map(), teams: new Map() };
  const kinds = productTypes ?? MONEY_KINDS;
  const sql = gameTotalsSql(owners.members.length, owners.teams.length, productTypes?.length ?? 0);
  const inRange = [days.startDay, days.endDay, ...kinds];
  const rows = await sqlOf(db).all(sql, ...owners.members, ...inRange, ...owners.teams, ...inRange);
  for (const row of rows)
    (row.side === 'M' ? result.members : result.teams).set(toInt(row.owner), figuresOf(row));
  return result;
}

/**
 * One agent's team figures over the days, a row per kind: a subquery, to go with others; its
 * parameters: the agent, the first day, the last day.
 */
export const TEAM_FIGURES_SQL = `SELECT ${SUMS} FROM "TeamDayFigure"
  WHERE "agentId" = ? AND "day" BETWEEN ? AND ? GROUP BY "kind"`;

/** One agent's team, per kind. */
export async function teamFigures(db: Db, agentId: number, days: ReportDays): Promise<KindFigures> {
  return (await dayFigures(db, { teams: [agentId] }, days)).teams.get(agentId) ?? new Map();
}

/** One member's own bets and money, per kind. */
export async function memberFigures(db: Db, memberId: number, days: ReportDays): Promise<KindFigures> {
  return (await dayFigures(db, { members: [memberId] }, days)).members.get(memberId) ?? new Map();
}

/**
 * Team members with a bet placed in the days: each is counted on its first active day of the range,
 * the one whose previous active day lies before the range. A scalar subquery, to go with others;
 * its parameters: the agent, the first day, the last day, the first day.
 */
export const ACTIVE_MEMBERS_SQL = `(SELECT coalesce(sum("members"), 0) FROM "TeamActiveDay"
   WHERE "agentId" = ? AND "day" BETWEEN ? AND ? AND "prevDay" < ?)`;

export const activeMembersParams = (agentId: number, days: ReportDays) => [
  agentId,
  days.startDay,
  days.endDay,
  days.startDay,
];
