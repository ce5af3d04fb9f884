// What each agent centre page shows; the label is agent.pages.<key>.
import type { MemberInfo } from '@sim/shared/wps/member';
import type { ComponentType } from 'react';
import type { AgentPage } from './agent-pages';
import { AnnouncementsPage } from './pages/Announcements.page';
import { ContractPage } from './pages/Contract.page';
import { MyIncomePage } from './pages/MyIncome.page';
import { RegisterCenterPage } from './pages/RegisterCenter.page';
import { TeamBettingPage } from './pages/TeamBetting.page';
import { TeamManagementPage } from './pages/TeamManagement.page';
import { TeamOverviewPage } from './pages/TeamOverview.page';
import { TransactionDetailsPage } from './pages/TransactionDetails.page';
import { UserProfitLossPage } from './pages/UserProfitLoss.page';

export type AgentPageView = ComponentType<{ member: MemberInfo }>;

export const AGENT_PAGE_VIEWS: Record<AgentPage, AgentPageView> = {
  'agentCenter/agentAnnouncement': AnnouncementsPage,
  agentTeamOverview: TeamOverviewPage,
  registerCenter: RegisterCenterPage,
  downlineManagmentView: TeamManagementPage,
  personalHistoryCopy: TeamBettingPage,
  palStatementsAgentCopy: UserProfitLossPage,
  agentRevenueReport: MyIncomePage,
  agentDownlineTransactionDetailsCopy: TransactionDetailsPage,
  agentDividendRecord2: () => <ContractPage kind="DIVIDEND" />,
  agentDailyWages2: () => <ContractPage kind="DAILY_SALARY" />,
  agentHourSalary: () => <ContractPage kind="HOURLY_SALARY" />,
  agentRealtimeSalary: () => <ContractPage kind="REALTIME_SALARY" />,
};
