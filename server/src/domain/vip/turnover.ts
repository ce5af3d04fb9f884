// Turnover: the stakes of a member's settled rounds (slots, tables, sports and lottery bets alike,
// each a GameRound), in a window of the simulated clock. Months are calendar months in UTC.
import type { Db, Tx } from '../../db/client.ts';

/** "2026-11" for any moment of November 2026 (UTC). */
export const monthKey = (at: Date) =>
  `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, '0')}`;

export function monthWindow(key: string): { start: Date; end: Date } {
  const [year, month] = key.split('-').map(Number) as [number, number];
  return { start: new Date(Date.UTC(year, month - 1, 1)), end: new Date(Date.UTC(year, month, 1)) };
}

export const nextMonth = (key: string) => monthKey(monthWindow(key).end);
export const previousMonth = (key: string) => monthKey(new Date(monthWindow(key).start.getTime() - 1));

export async function turnoverMinor(
  db: Db | Tx,
  memberId: number,
  window: { start?: Date; end?: Date } = {},
): Promise<bigint> {
  const sum = await db.gameRound.aggregate({
    where: { memberId, status: 'SETTLED', settledAt: { gte: window.start, lt: window.end } },
    _sum: { stakeMinor: true },
  });
  return sum._sum.stakeMinor ?? 0n;
}

/** This month's and all-time turnover of a member at the simulated now. */
export async function memberTurnover(db: Db | Tx, memberId: number, now: Date) {
  const [monthly, total] = await Promise.all([
    turnoverMinor(db, memberId, monthWindow(monthKey(now))),
    turnoverMinor(db, memberId),
  ]);
  return { monthlyMinor: monthly, totalMinor: total };
}
