import type { OrderStatus, OrderType } from '@sim/shared/wps/cashier';
import {
  betHistorySchema,
  bonusDetailsSchema,
  personalProfitSchema,
  transactionHistorySchema,
} from '@sim/shared/wps/report';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ValueSchema, wireGet } from '../../api/wire';
import { sessionQueryKey, useToken } from '../../lib/session/session';
import type { MoneyQuery } from '../wallet/money-moved';
import type { DateRange } from './date-presets';

/** Rows per page of every record. */
export const RECORD_PAGE_SIZE = 20;

export interface PagedRange extends DateRange {
  pageNo: number;
}

export interface BetHistoryFilter extends PagedRange {
  gameType?: string;
}

export interface TransactionFilter extends PagedRange {
  type?: OrderType;
  status?: OrderStatus;
}

type ReportQuery = Record<string, string | number | undefined>;

/** One report: keyed by its filter, the previous page kept on screen while the next loads. */
function useReport<T>(
  scope: 'betHistory' | MoneyQuery,
  path: string,
  schema: ValueSchema<T>,
  query: ReportQuery,
) {
  const token = useToken();
  return useQuery({
    queryKey: sessionQueryKey(token, scope, ...Object.entries(query).map(([k, v]) => `${k}=${v ?? ''}`)),
    queryFn: () => wireGet(path, schema, { auth: true, query }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

/** GET /wps/report/accountGameBetHistory: the member's rounds in a range, paged, with totals. */
export function useBetHistory(filter: BetHistoryFilter) {
  return useReport('betHistory', '/wps/report/accountGameBetHistory', betHistorySchema, {
    ...filter,
    pageSize: RECORD_PAGE_SIZE,
  });
}

/** GET /wps/report/transaction: the account record (deposits, withdrawals, transfers, bonuses). */
export function useTransactionHistory(filter: TransactionFilter) {
  return useReport('transactions', '/wps/report/transaction', transactionHistorySchema, {
    ...filter,
    pageSize: RECORD_PAGE_SIZE,
  });
}

/** GET /wps/report/personalPNL: betting by game type, money in and out, the net of the range. */
export function usePersonalProfit(range: DateRange) {
  return useReport('personalProfit', '/wps/report/personalPNL', personalProfitSchema, { ...range });
}

/** GET /wps/report/bonusDetails: bonuses credited in the range, paged, with their total. */
export function useBonusDetails(filter: PagedRange) {
  return useReport('bonusDetails', '/wps/report/bonusDetails', bonusDetailsSchema, {
    ...filter,
    pageSize: RECORD_PAGE_SIZE,
  });
}
