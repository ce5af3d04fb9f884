// The account record (GET /wps/report/transaction), bonus details (GET /wps/report/bonusDetails) and the
// legacy deposit and withdrawal records (/wps/report/depositTransaction, /withdrawTransaction): the
// member's money orders in a date range, newest first, paged.
import { toMajor } from '@sim/shared/money';
import type { OrderStatus, OrderType } from '@sim/shared/wps/cashier';
import type { rangeQuerySchema, transactionQuerySchema } from '@sim/shared/wps/report';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { toWireOrder } from '../cashier/orders.ts';
import { dateRange } from './date-range.ts';

type RangeQuery = z.infer<typeof rangeQuerySchema>;
type TransactionQuery = z.infer<typeof transactionQuerySchema>;

async function pagedOrders(db: Db, where: Prisma.MoneyOrderWhereInput, query: RangeQuery) {
  const [totalCount, orders] = await Promise.all([
    db.moneyOrder.count({ where }),
    db.moneyOrder.findMany({
      where,
      orderBy: [{ appliedAt: 'desc' }, { id: 'desc' }],
      skip: (query.pageNo - 1) * query.pageSize,
      take: query.pageSize,
    }),
  ]);
  return {
    list: orders.map(toWireOrder),
    pageNum: query.pageNo,
    totalPages: Math.max(1, Math.ceil(totalCount / query.pageSize)),
    totalCount,
  };
}

function inRange(memberId: number, query: RangeQuery, now: Date) {
  const { start, end } = dateRange(query.startDate, query.endDate, now);
  return { memberId, appliedAt: { gte: start, lte: end } };
}

export function transactionHistory(db: Db, memberId: number, query: TransactionQuery, now: Date) {
  return pagedOrders(
    db,
    {
      ...inRange(memberId, query, now),
      ...(query.type ? { type: query.type } : {}),
      ...(query.status ? { status: query.status } : {}),
    },
    query,
  );
}

/** One type's orders in the range (of one status, if named), paged, with the range's total amount. */
export async function ordersWithTotal(
  db: Db,
  memberId: number,
  type: OrderType,
  query: RangeQuery & { status?: OrderStatus },
  now: Date,
) {
  const where = {
    ...inRange(memberId, query, now),
    type,
    ...(query.status ? { status: query.status } : {}),
  };
  const [page, total] = await Promise.all([
    pagedOrders(db, where, query),
    db.moneyOrder.aggregate({ where, _sum: { amountMinor: true } }),
  ]);
  return { ...page, totalAmount: toMajor(total._sum.amountMinor ?? 0n) };
}

export const bonusDetails = (db: Db, memberId: number, query: RangeQuery, now: Date) =>
  ordersWithTotal(db, memberId, 'BONUS', query, now);
