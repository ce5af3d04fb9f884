// Reading lottery bets: the member's own (GET /lgw/betting/orders) and the back office's list.
import type { BetStatus, betOrdersQuerySchema } from '@sim/shared/lgw/betting';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { betView, betViews, betWithRound } from './bet-views.ts';
import { countMemberBets, memberBetPage } from './queries.ts';

type OrdersQuery = z.output<typeof betOrdersQuerySchema>;

const statusFilter = (status: BetStatus | undefined): Prisma.LotteryBetWhereInput =>
  status === undefined ? {} : { settledAt: status === 'OPEN' ? null : { not: null } };

const newestFirst = [
  { drawAt: 'desc' },
  { roundId: 'desc' },
] satisfies Prisma.LotteryBetOrderByWithRelationInput[];

/** The member's bets, newest draw first, paged (plain SQL: queries.ts). */
export async function memberBets(db: Db, memberId: number, query: OrdersQuery) {
  const filter = { memberId, gameId: query.gameId, status: query.status };
  const skip = (query.pageNo - 1) * query.pageSize;
  const totalCount = await countMemberBets(db, filter);
  // a page past the last bet (most members' first look: none) skips the sorted join (about 50 µs)
  const page = skip < totalCount ? await memberBetPage(db, filter, skip, query.pageSize) : [];
  return {
    list: page.map(({ bet, game }) => betView(bet, game)),
    pageNo: query.pageNo,
    totalPages: Math.max(1, Math.ceil(totalCount / query.pageSize)),
    totalCount,
  };
}

export interface AdminBetFilter {
  merchantCode: string;
  memberId?: number;
  gameId?: number;
  status?: BetStatus;
  limit: number;
}

/** Bets of a merchant for the back office, newest draw first, with who placed them. */
export async function listBets(db: Db, filter: AdminBetFilter) {
  const rows = await db.lotteryBet.findMany({
    where: {
      merchantCode: filter.merchantCode,
      ...(filter.memberId !== undefined ? { memberId: filter.memberId } : {}),
      ...(filter.gameId !== undefined ? { gameId: filter.gameId } : {}),
      ...statusFilter(filter.status),
    },
    include: betWithRound,
    orderBy: newestFirst,
    take: filter.limit,
  });
  const members = await db.member.findMany({
    where: { id: { in: [...new Set(rows.map((r) => r.memberId))] } },
    select: { id: true, username: true },
  });
  const names = new Map(members.map((m) => [m.id, m.username]));
  const views = await betViews(db, rows);
  return views.map((view, i) => ({
    ...view,
    username: names.get(rows[i]!.memberId) ?? '',
    wallet: rows[i]!.wallet,
  }));
}
