// What each agent centre page shows; the label is agent.pages.<key>.
import type { MemberInfo } from '@sim/shared/wps/member';
import type { ComponentType } from 'react';
import type { AgentPage } from './agent-pages';
import { PendingPage } from './pages/Pending.page';

export type AgentPageView = ComponentType<{ member: MemberInfo }>;

export const AGENT_PAGE_VIEWS: Record<AgentPage, AgentPageView> = {
  'agentCenter/agentAnnouncement': PendingPage,
  agentTeamOverview: PendingPage,
  registerCenter: PendingPage,
  downlineManagmentView: PendingPage,
  personalHistoryCopy: PendingPage,
  palStatementsAgentCopy: PendingPage,
  agentRevenueReport: PendingPage,
  agentDownlineTransactionDetailsCopy: PendingPage,
  agentDividendRecord2: PendingPage,
  agentDailyWages2: PendingPage,
  agentHourSalary: PendingPage,
  agentRealtimeSalary: PendingPage,
};
