// The salary and dividend record pages (agentDailyWages2, agentHourSalary, agentRealtimeSalary,
// agentDividendRecord2): the caller's settled periods of a kind ending in a date range, newest first,
// paged, with the totals of the whole range.
import { toMajor } from '@sim/shared/money';
import type { ContractKind, ContractRecordAnswer, SettlementRecord } from '@sim/shared/relay/contracts';
import type { Db } from '../../db/client.ts';
import type { SettlementPeriod } from '../../generated/prisma/client.ts';
import { dateRange } from '../reports/date-range.ts';

export function toWireRecord(period: SettlementPeriod, account: string): SettlementRecord {
  return {
    recordId: period.id,
    contractId: period.contractId,
    contractType: period.kind as ContractKind,
    account,
    periodStart: period.periodStart.getTime(),
    periodEnd: period.periodEnd.getTime(),
    activeMembers: period.activeMembers,
    validBet: toMajor(period.validBetMinor),
    profitLoss: toMajor(period.profitLossMinor),
    rate: period.rate,
    amount: toMajor(period.amountMinor),
    status: period.status as SettlementRecord['status'],
    referenceNo: period.referenceNo,
    payTime: period.paidAt?.getTime() ?? null,
  };
}

export interface RecordQuery {
  startDate?: string | number;
  endDate?: string | number;
  pageNo: number;
  pageSize: number;
}

export async function settlementRecords(
  db: Db,
  agent: { memberId: number; username: string },
  kind: ContractKind,
  query: RecordQuery,
  now: Date,
): Promise<ContractRecordAnswer> {
  const { start, end } = dateRange(query.startDate, query.endDate, now);
  const where = { payeeId: agent.memberId, kind, periodEnd: { gte: start, lte: end } };
  const [totals, rows] = await Promise.all([
    db.settlementPeriod.aggregate({
      where,
      _count: { _all: true },
      _sum: { validBetMinor: true, profitLossMinor: true, amountMinor: true },
    }),
    db.settlementPeriod.findMany({
      where,
      orderBy: [{ periodEnd: 'desc' }, { id: 'desc' }],
      skip: (query.pageNo - 1) * query.pageSize,
      take: query.pageSize,
    }),
  ]);
  const totalCount = totals._count._all;
  return {
    action: 'RECORD',
    list: rows.map((row) => toWireRecord(row, agent.username)),
    pageNum: query.pageNo,
    totalPages: Math.max(1, Math.ceil(totalCount / query.pageSize)),
    totalCount,
    summary: {
      validBet: toMajor(totals._sum.validBetMinor ?? 0n),
      profitLoss: toMajor(totals._sum.profitLossMinor ?? 0n),
      amount: toMajor(totals._sum.amountMinor ?? 0n),
    },
  };
}
