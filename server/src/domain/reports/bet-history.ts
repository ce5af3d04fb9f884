// The betting record: the member's game rounds in a date range, newest first, paged, with totals.
import { toMajor } from '@sim/shared/money';
import type { betHistoryQuerySchema } from '@sim/shared/wps/report';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { dateRange } from './date-range.ts';

type Query = z.infer<typeof betHistoryQuerySchema>;

export async function betHistory(db: Db, memberId: number, query: Query, now: Date) {
  const { start, end } = dateRange(query.startDate, query.endDate, now);
  const where = {
    memberId,
    placedAt: { gte: start, lte: end },
    ...(query.gameType ? { gameType: query.gameType } : {}),
    ...(query.vassalage ? { vendorCode: query.vassalage } : {}),
  };
  const [totalCount, rounds, all] = await Promise.all([
    db.gameRound.count({ where }),
    db.gameRound.findMany({
      where,
      orderBy: { placedAt: 'desc' },
      skip: (query.pageNo - 1) * query.pageSize,
      take: query.pageSize,
    }),
    db.gameRound.findMany({ where, select: { stakeMinor: true, winMinor: true } }),
  ]);
  const games = await db.game.findMany({
    where: { id: { in: rounds.map((r) => r.gameId) } },
    select: { id: true, name: true, vendor: { select: { name: true } } },
  });
  const byId = new Map(games.map((g) => [g.id, g]));
  const stake = all.reduce((sum, r) => sum + r.stakeMinor, 0n);
  const win = all.reduce((sum, r) => sum + r.winMinor, 0n);
  return {
    list: rounds.map((r) => ({
      roundId: r.roundId,
      nodeId: r.gameId,
      gameName: byId.get(r.gameId)?.name ?? String(r.gameId),
      vassalage: r.vendorCode,
      vendorName: byId.get(r.gameId)?.vendor.name ?? r.vendorCode,
      gameType: r.gameType,
      stake: toMajor(r.stakeMinor),
      win: toMajor(r.winMinor),
      profit: toMajor(r.winMinor - r.stakeMinor),
      status: r.status as 'OPEN' | 'SETTLED',
      betTime: r.placedAt.getTime(),
      settleTime: r.settledAt?.getTime() ?? null,
    })),
    pageNum: query.pageNo,
    totalPages: Math.max(1, Math.ceil(totalCount / query.pageSize)),
    totalCount,
    summary: { stake: toMajor(stake), win: toMajor(win), profit: toMajor(win - stake) },
  };
}
