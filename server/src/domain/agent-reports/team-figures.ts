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
  owner: number;
  kind: string;
  itemCount: number | bigint;
  amountMinor: number | bigint | null;
  validBetMinor: number | bigint | null;
  winMinor: number | bigint | null;
}

function byOwner(rows: FigureRow[]): Map<number, KindFigures> {
  const result = new Map<number, KindFigures>();
  for (const row of rows) {
    const kinds = result.get(Number(row.owner)) ?? new Map<string, Figures>();
    kinds.set(row.kind, {
      itemCount: Number(row.itemCount),
      amountMinor: BigInt(row.amountMinor ?? 0),
      validBetMinor: BigInt(row.validBetMinor ?? 0),
      winMinor: BigInt(row.winMinor ?? 0),
    });
    result.set(Number(row.owner), kinds);
  }
  return result;
}

async function figuresOf(
  db: Db,
  table: 'MemberDayFigure' | 'TeamDayFigure',
  ids: readonly number[],
  days: ReportDays,
): Promise<Map<number, KindFigures>> {
  if (ids.length === 0) return new Map();
  const owner = Prisma.raw(table === 'TeamDayFigure' ? '"agentId"' : '"memberId"');
  return byOwner(
    await db.$queryRaw<FigureRow[]>`
      SELECT ${owner} AS "owner", "kind", sum("itemCount") AS "itemCount", sum("amountMinor") AS "amountMinor",
        sum("validBetMinor") AS "validBetMinor", sum("winMinor") AS "winMinor"
      FROM ${Prisma.raw(`"${table}"`)}
      WHERE ${owner} IN (${Prisma.join(ids)}) AND "day" BETWEEN ${days.startDay} AND ${days.endDay}
      GROUP BY 1, 2`,
  );
}

/** The teams of these agents (everyone under each), per agent and kind. */
export const teamFiguresOf = (db: Db, agentIds: readonly number[], days: ReportDays) =>
  figuresOf(db, 'TeamDayFigure', agentIds, days);

/** These members' own bets and money, per member and kind. */
export const memberFiguresOf = (db: Db, memberIds: readonly number[], days: ReportDays) =>
  figuresOf(db, 'MemberDayFigure', memberIds, days);

/** One agent's team, per kind. */
export async function teamFigures(db: Db, agentId: number, days: ReportDays): Promise<KindFigures> {
  return (await teamFiguresOf(db, [agentId], days)).get(agentId) ?? new Map();
}

/**
 * Team members with a bet placed in the days: each is counted on its first active day of the range,
 * the one whose previous active day lies before the range.
 */
export async function activeMembers(db: Db, agentId: number, days: ReportDays): Promise<number> {
  const [row] = await db.$queryRaw<{ n: number | bigint | null }[]>`
    SELECT sum("members") AS "n" FROM "TeamActiveDay"
    WHERE "agentId" = ${agentId} AND "day" BETWEEN ${days.startDay} AND ${days.endDay}
      AND "prevDay" < ${days.startDay}`;
  return Number(row?.n ?? 0);
}
