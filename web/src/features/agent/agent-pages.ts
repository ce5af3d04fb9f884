// The agent centre's pages (platform-spec.md section 2, "Agent centre"), by their data paths, in menu
// order. The four contract pages show only while /wps/member/info/funds/consolidated turns them on.
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

/** The consolidated flag that shows each contract page (wire-contract.md 4.2). */
const CONTRACT_FLAGS: Partial<Record<AgentPage, keyof Consolidated>> = {
  agentDividendRecord2: 'divtypereq',
  agentDailyWages2: 'dailysalreqtype',
  agentHourSalary: 'contracthoursalreq',
  agentRealtimeSalary: 'realtimesalreqtype',
};

/** A contract page is on only once the flags are known and say so; every other page always is. */
export function agentPageIsOn(page: AgentPage, flags: Consolidated | undefined): boolean {
  const flag = CONTRACT_FLAGS[page];
  return flag === undefined || flags?.[flag] === true;
}

/** The page's key in the strings and test ids: the data path without its folder. */
type KeyOf<Page> = Page extends `agentCenter/${infer Key}` ? Key : Page;
export type AgentPageKey = KeyOf<AgentPage>;
export const pageKey = (page: AgentPage) => page.replace('agentCenter/', '') as AgentPageKey;
