import { betHistorySchema } from '@sim/shared/wps/report';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { wireGet } from '../../api/wire';
import { sessionQueryKey, useToken } from '../session/hooks';
import type { DateRange } from './date-presets';

/** Rows per page of the betting record. */
export const RECORD_PAGE_SIZE = 20;

export interface BetHistoryFilter extends DateRange {
  gameType?: string;
  pageNo: number;
}

/** GET /wps/report/accountGameBetHistory: the member's rounds in a range, paged, with totals. */
export function useBetHistory(filter: BetHistoryFilter) {
  const token = useToken();
  return useQuery({
    queryKey: sessionQueryKey(
      token,
      'betHistory',
      String(filter.startDate),
      String(filter.endDate),
      filter.gameType ?? '',
      String(filter.pageNo),
    ),
    queryFn: () =>
      wireGet('/wps/report/accountGameBetHistory', betHistorySchema, {
        auth: true,
        query: { ...filter, pageSize: RECORD_PAGE_SIZE },
      }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
