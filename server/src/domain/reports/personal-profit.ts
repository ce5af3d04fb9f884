// Personal profit and loss (GET /wps/report/personalPNL): the member's settled and open rounds by game
// type, and the deposits, withdrawals and bonuses of the same range. The legacy client's detailedLottoPNL and
// personalPVPFishingPNL are the same report over some game types only (the team reports' split).
import { toMajor } from '@sim/shared/money';
import type { PersonalProfit, rangeQuerySchema } from '@sim/shared/wps/report';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { dateRange } from './date-range.ts';

type RangeQuery = z.infer<typeof rangeQuerySchema>;

/** withdrawals count once they have left for good (not pending, not rejected, not refunded) */
const WITHDRAWN = ['PAID', 'RECEIVED', 'AUTO_RECEIVED', 'NOT_RECEIVED', 'FULLY_PAID', 'FORCED_RECEIVED'];

export async function personalProfit(
  db: Db,
  memberId: number,
  query: RangeQuery,
  now: Date,
  /** only these game types' rounds (every game type without) */
  gameTypes?: readonly string[],
): Promise<PersonalProfit> {
  const { start, end } = dateRange(query.startDate, query.endDate, now);
  const sumOf = async (type: string, status: string[]) =>
    (
      await db.moneyOrder.aggregate({
        where: { memberId, type, status: { in: status }, appliedAt: { gte: start, lte: end } },
        _sum: { amountMinor: true },
      })
    )._sum.amountMinor ?? 0n;
  const [groups, deposit, withdraw, bonus] = await Promise.all([
    db.gameRound.groupBy({
      by: ['gameType'],
      where: {
        memberId,
        placedAt: { gte: start, lte: end },
        ...(gameTypes ? { gameType: { in: [...gameTypes] } } : {}),
      },
      _count: { _all: true },
      _sum: { stakeMinor: true, winMinor: true },
      orderBy: { gameType: 'asc' },
    }),
    sumOf('DEPOSIT', ['APPROVED']),
    sumOf('WITHDRAW', WITHDRAWN),
    sumOf('BONUS', ['SUCCESS']),
  ]);
  const rows = groups.map((g) => {
    const stake = g._sum.stakeMinor ?? 0n;
    const win = g._sum.winMinor ?? 0n;
    return { gameType: g.gameType, betCount: g._count._all, stake, win };
  });
  const stake = rows.reduce((sum, r) => sum + r.stake, 0n);
  const win = rows.reduce((sum, r) => sum + r.win, 0n);
  return {
    rows: rows.map((r) => ({
      gameType: r.gameType,
      betCount: r.betCount,
      betAmount: toMajor(r.stake),
      winAmount: toMajor(r.win),
      profit: toMajor(r.win - r.stake),
    })),
    total: {
      betCount: rows.reduce((sum, r) => sum + r.betCount, 0),
      betAmount: toMajor(stake),
      winAmount: toMajor(win),
      profit: toMajor(win - stake),
    },
    deposit: toMajor(deposit),
    withdraw: toMajor(withdraw),
    bonus: toMajor(bonus),
    netProfit: toMajor(win - stake + bonus),
  };
}
