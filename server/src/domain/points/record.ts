// What a member reads about their points: the balance with its totals, the points record
// (ODSFE2_MemTransDet: changed points, balance, remark) and the redeem history, newest first, paged.
import type {
  PointBalance,
  PointEntry,
  PointEntryType,
  pointRecordQuerySchema,
  redeemListQuerySchema,
} from '@sim/shared/relay/mcs2';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { PointEntry as PointEntryRow, Prisma } from '../../generated/prisma/client.ts';
import { dateRange } from '../reports/date-range.ts';
import { toWireRedeem } from './redeems.ts';
import { pointsOf } from './units.ts';

type RecordQuery = z.infer<typeof pointRecordQuerySchema>;
type RedeemQuery = z.infer<typeof redeemListQuerySchema>;

export async function pointBalance(db: Db, memberId: number): Promise<PointBalance> {
  const sumOf = async (where: Prisma.PointEntryWhereInput) =>
    (await db.pointEntry.aggregate({ where: { memberId, ...where }, _sum: { changeCenti: true } }))._sum
      .changeCenti ?? 0n;
  const [account, earned, spent, refunded, held] = await Promise.all([
    db.pointAccount.findUnique({ where: { memberId } }),
    // grants may be negative (the back office takes points back): they count on the side they fall
    sumOf({ type: { in: ['EARN', 'GRANT'] }, changeCenti: { gt: 0 } }),
    sumOf({ changeCenti: { lt: 0 } }),
    sumOf({ type: 'REDEEM_REFUND' }),
    db.pointRedeem.aggregate({ where: { memberId, status: 'IN_PROCESS' }, _sum: { pointsCenti: true } }),
  ]);
  return {
    pointBalance: pointsOf(account?.balanceCenti ?? 0n),
    totalEarned: pointsOf(earned),
    totalUsed: pointsOf(-spent - refunded),
    inProcess: pointsOf(held._sum.pointsCenti ?? 0n),
  };
}

export const toWireEntry = (entry: PointEntryRow): PointEntry => ({
  id: entry.id,
  type: entry.type as PointEntryType,
  changedPoints: pointsOf(entry.changeCenti),
  balance: pointsOf(entry.balanceAfterCenti),
  remark: entry.remark,
  time: entry.postedAt.getTime(),
});

/** Only the bounds given: points never expire, so the whole record is the default. */
function within(query: { startDate?: string | number; endDate?: string | number }, now: Date) {
  if (query.startDate === undefined && query.endDate === undefined) return undefined;
  const { start, end } = dateRange(query.startDate, query.endDate, now);
  return query.startDate === undefined ? { lte: end } : { gte: start, lte: end };
}

const paging = (total: number, query: { pageNo: number; pageSize: number }) => ({
  pageNum: query.pageNo,
  totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
  total,
});

export async function pointRecord(db: Db, memberId: number, query: RecordQuery, now: Date) {
  const where = { memberId, type: query.type, postedAt: within(query, now) };
  const [total, entries] = await Promise.all([
    db.pointEntry.count({ where }),
    db.pointEntry.findMany({
      where,
      orderBy: [{ postedAt: 'desc' }, { id: 'desc' }],
      skip: (query.pageNo - 1) * query.pageSize,
      take: query.pageSize,
    }),
  ]);
  return { list: entries.map(toWireEntry), ...paging(total, query) };
}

export async function redeemHistory(db: Db, memberId: number, query: RedeemQuery, now: Date) {
  const where = {
    memberId,
    status: query.status,
    appliedAt: within(query, now),
  };
  const [total, redeems] = await Promise.all([
    db.pointRedeem.count({ where }),
    db.pointRedeem.findMany({
      where,
      orderBy: [{ appliedAt: 'desc' }, { createdAt: 'desc' }],
      skip: (query.pageNo - 1) * query.pageSize,
      take: query.pageSize,
    }),
  ]);
  return { list: redeems.map(toWireRedeem), ...paging(total, query) };
}
