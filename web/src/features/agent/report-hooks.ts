// The agent centre's reports: each a GET keyed by its filter, the previous page kept on screen while
// the next loads, parsed with the shared schema.
import {
  commissionSchema,
  downlinePnlSchema,
  downlineTransactionSchema,
  teamBettingSchema,
  teamOverviewSchema,
} from '@sim/shared/wps/agent-reports';
import { type IncomeType, incomeReportSchema } from '@sim/shared/wps/income';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ValueSchema, wireGet } from '../../api/wire';
import { sessionQueryKey, useToken } from '../../lib/session/session';
import type { DateRange } from '../records/date-presets';
import { RECORD_PAGE_SIZE } from '../records/hooks';

/** Every agent query sits under this key: a contract change or a transfer refreshes them all. */
export const AGENT_SCOPE = 'agent';

export type ReportQuery = Record<string, string | number | undefined>;

export function useAgentQuery<T>(
  path: string,
  schema: ValueSchema<T>,
  query: ReportQuery = {},
  enabled = true,
) {
  const token = useToken();
  return useQuery({
    queryKey: sessionQueryKey(
      token,
      AGENT_SCOPE,
      path,
      ...Object.entries(query).map(([k, v]) => `${k}=${v ?? ''}`),
    ),
    queryFn: () => wireGet(path, schema, { auth: true, query }),
    enabled: enabled && token !== null,
    placeholderData: keepPreviousData,
  });
}

export interface TeamFilter extends DateRange {
  pageNo: number;
  /** one downline member by login name */
  username?: string;
}

const paged = (filter: TeamFilter) => ({ ...filter, pageSize: RECORD_PAGE_SIZE });

/** GET /wps/report/teamOverview */
export const useTeamOverview = (range: DateRange) =>
  useAgentQuery('/wps/report/teamOverview', teamOverviewSchema, { ...range });

/** GET /wps/report/teamBetting */
export const useTeamBetting = (filter: TeamFilter) =>
  useAgentQuery('/wps/report/teamBetting', teamBettingSchema, paged(filter));

/** GET /wps/report/downlinePNL */
export const useDownlinePnl = (filter: TeamFilter) =>
  useAgentQuery('/wps/report/downlinePNL', downlinePnlSchema, paged(filter));

/** GET /wps/report/downlineTransaction */
export const useDownlineTransactions = (filter: TeamFilter) =>
  useAgentQuery('/wps/report/downlineTransaction', downlineTransactionSchema, paged(filter));

/** GET /wps/report/income (My Income) */
export const useIncome = (filter: DateRange & { pageNo: number; incomeType?: IncomeType }) =>
  useAgentQuery('/wps/report/income', incomeReportSchema, { ...filter, pageSize: RECORD_PAGE_SIZE });

/** GET /wps/report/commission: every product type in one page (there are a handful) */
export const useCommission = (range: DateRange) =>
  useAgentQuery('/wps/report/commission', commissionSchema, { ...range, pageNo: 1, pageSize: 50 });
