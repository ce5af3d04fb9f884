// My Income (/wps/report/income): the agent's earnings in a date range. From its account record: SALARY
// and DIVIDEND orders the contracts paid, REBATE (cashback) orders; a salary's kind is the first word of
// its remark (settlement.ts writes it). Commission is earned, not paid: its total is the commission
// report's (agent-reports/commission.ts) over the days of the range, and it lists no rows.
import { toMajor } from '@sim/shared/money';
import type { IncomeQuery, IncomeRecord, IncomeReport, IncomeType } from '@sim/shared/wps/income';
import type { Db } from '../../db/client.ts';
import type { MoneyOrder, Prisma } from '../../generated/prisma/client.ts';
import type { Caller } from '../agent-reports/caller.ts';
import { commissionOf } from '../agent-reports/commission.ts';
import { reportDays } from '../agent-reports/report-days.ts';
import { dateRange } from '../reports/date-range.ts';

const INCOME_ORDER_TYPES = ['SALARY', 'DIVIDEND', 'REBATE'];
const SALARY_KINDS = ['DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY'];

/** The orders an income type is. */
function whereOf(type: IncomeType | undefined): Prisma.MoneyOrderWhereInput {
  if (type === undefined) return { type: { in: INCOME_ORDER_TYPES } };
  if (type === 'COMMISSION') return { id: -1 };
  if (SALARY_KINDS.includes(type)) return { type: 'SALARY', remark: { startsWith: `${type} ` } };
  return { type };
}

interface ContractDetails {
  contractId?: number;
  kind?: string;
  periodStart?: number;
  periodEnd?: number;
}

function toIncome(order: MoneyOrder): IncomeRecord {
  const details = (order.details ?? {}) as ContractDetails;
  const incomeType = (order.type === 'SALARY' ? details.kind : order.type) as IncomeType;
  return {
    referenceNo: order.referenceNo,
    incomeType,
    amount: toMajor(order.amountMinor),
    time: order.appliedAt.getTime(),
    contractId: details.contractId ?? null,
    periodStart: details.periodStart ?? null,
    periodEnd: details.periodEnd ?? null,
    remark: order.remark ?? '',
  };
}

export async function incomeReport(
  db: Db,
  caller: Caller,
  query: IncomeQuery,
  now: Date,
): Promise<IncomeReport> {
  const memberId = caller.memberId;
  const { start, end } = dateRange(query.startDate, query.endDate, now);
  const days = reportDays({ startDate: start.getTime(), endDate: end.getTime() }, now);
  const inRange = { memberId, status: 'SUCCESS', appliedAt: { gte: start, lte: end } };
  const where = { ...inRange, ...whereOf(query.incomeType) };
  const [totalCount, orders, sums, earned] = await Promise.all([
    db.moneyOrder.count({ where }),
    db.moneyOrder.findMany({
      where,
      orderBy: [{ appliedAt: 'desc' }, { id: 'desc' }],
      skip: (query.pageNo - 1) * query.pageSize,
      take: query.pageSize,
    }),
    db.moneyOrder.groupBy({
      by: ['type'],
      where: { ...inRange, type: { in: INCOME_ORDER_TYPES } },
      _sum: { amountMinor: true },
    }),
    commissionOf(db, caller, days),
  ]);
  const sum = (type: string) => sums.find((row) => row.type === type)?._sum.amountMinor ?? 0n;
  const salary = sum('SALARY');
  const dividend = sum('DIVIDEND');
  const rebate = sum('REBATE');
  const commission = earned.sum.commissionMinor;
  return {
    list: orders.map(toIncome),
    pageNum: query.pageNo,
    totalPages: Math.max(1, Math.ceil(totalCount / query.pageSize)),
    totalCount,
    summary: {
      salary: toMajor(salary),
      dividend: toMajor(dividend),
      commission: toMajor(commission),
      rebate: toMajor(rebate),
      total: toMajor(salary + dividend + commission + rebate),
    },
  };
}
