// Reading the day figures (day-figures.ts) over a report's days: a team's, several members' own, several
// members' teams', and a team's active members. A handful of indexed rows per day and kind, whatever
// the team's size.
import type { Db } from '../../db/client.ts';
import { Prisma } from '../../generated/prisma/client.ts';
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

interface FigureRow {
  side: 'M' | 'T';
  owner: number;
  kind: string;
  itemCount: number | bigint;
  amountMinor: number | bigint | null;
  validBetMinor: number | bigint | null;
  winMinor: number | bigint | null;
}

export interface DayFigures {
  /** member id -> the member's own figures by kind */
  members: Map<number, KindFigures>;
  /** agent id -> its team's figures by kind */
  teams: Map<number, KindFigures>;
}

const sums = Prisma.sql`"kind", sum("itemCount") AS "itemCount", sum("amountMinor") AS "amountMinor",
  sum("validBetMinor") AS "validBetMinor", sum("winMinor") AS "winMinor"`;

/** Members' own figures and agents' team figures over the days, in one query. */
export async function dayFigures(
  db: Db,
  owners: { members?: readonly number[]; teams?: readonly number[] },
  days: ReportDays,
): Promise<DayFigures> {
  const members = owners.members ?? [];
  const teams = owners.teams ?? [];
  const result: DayFigures = { members: new Map(), teams: new Map() };
  if (members.length + teams.length === 0) return result;
  const inDays = Prisma.sql`"day" BETWEEN ${days.startDay} AND ${days.endDay}`;
  const rows = await db.$queryRaw<FigureRow[]>`
    SELECT 'M' AS "side", "memberId" AS "owner", ${sums} FROM "MemberDayFigure"
    WHERE "memberId" IN (${members.length ? Prisma.join(members) : Prisma.sql`NULL`}) AND ${inDays} GROUP BY 2, 3
    UNION ALL
    SELECT 'T', "agentId", ${sums} FROM "TeamDayFigure"
    WHERE "agentId" IN (${teams.length ? Prisma.join(teams) : Prisma.sql`NULL`}) AND ${inDays} GROUP BY 2, 3`;
  for (const row of rows) {
    const owners = row.side === 'M' ? result.members : result.teams;
    const kinds = owners.get(Number(row.owner)) ?? new Map<string, Figures>();
    kinds.set(row.kind, {
      itemCount: Number(row.itemCount),
      amountMinor: BigInt(row.amountMinor ?? 0),
      validBetMinor: BigInt(row.validBetMinor ?? 0),
      winMinor: BigInt(row.winMinor ?? 0),
    });
    owners.set(Number(row.owner), kinds);
  }
  return result;
}

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
 * the one whose previous active day lies before the range. A scalar subquery, to go with others.
 */
export const activeMembersSql = (agentId: number, days: ReportDays) => Prisma.sql`
  (SELECT coalesce(sum("members"), 0) FROM "TeamActiveDay"
   WHERE "agentId" = ${agentId} AND "day" BETWEEN ${days.startDay} AND ${days.endDay} AND "prevDay" < ${days.startDay})`;
