// The agent centre's pages (platform-spec.md section 2, "Agent centre"), by their data paths, in menu
// order. The four contract pages show only while /wps/member/info/funds/consolidated turns them on.
import { CONTRACT_KINDS, type ContractKind } from '@sim/shared/relay/contracts';
import type { Consolidated } from '@sim/shared/wps/wallet';

export const AGENT_PAGES = [
  'agentCenter/agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentDividendRecord2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
] as const;
export type AgentPage = (typeof AGENT_PAGES)[number];

/** "Default page agentTeamOverview" */
export const DEFAULT_AGENT_PAGE: AgentPage = 'agentTeamOverview';

/** Each contract kind's page. */
export const CONTRACT_PAGES: Record<ContractKind, AgentPage> = {
  DIVIDEND: 'agentDividendRecord2',
  DAILY_SALARY: 'agentDailyWages2',
  HOURLY_SALARY: 'agentHourSalary',
  REALTIME_SALARY: 'agentRealtimeSalary',
};

/** The consolidated flag that enables each kind (wire-contract.md 4.2). */
const KIND_FLAGS: Record<ContractKind, keyof Consolidated> = {
  DIVIDEND: 'divtypereq',
  DAILY_SALARY: 'dailysalreqtype',
  HOURLY_SALARY: 'contracthoursalreq',
  REALTIME_SALARY: 'realtimesalreqtype',
};

/** A kind is on only once the flags are known and say so. */
export const contractKindIsOn = (kind: ContractKind, flags: Consolidated | undefined) =>
  flags?.[KIND_FLAGS[kind]] === true;

/** The contract pages follow their kind's flag; every other page is always on. */
export function agentPageIsOn(page: AgentPage, flags: Consolidated | undefined): boolean {
  const kind = CONTRACT_KINDS.find((k) => CONTRACT_PAGES[k] === page);
  return kind === undefined || contractKindIsOn(kind, flags);
}

/** The page's key in the strings and test ids: the data path without its folder. */
type KeyOf<Page> = Page extends `agentCenter/${infer Key}` ? Key : Page;
export type AgentPageKey = KeyOf<AgentPage>;
export const pageKey = (page: AgentPage) => page.replace('agentCenter/', '') as AgentPageKey;
