import {
  type Icon,
  IconBolt,
  IconChartPie,
  IconClockHour4,
  IconCoin,
  IconLayoutDashboard,
  IconListDetails,
  IconReceipt,
  IconReportMoney,
  IconSpeakerphone,
  IconUserPlus,
  IconUsersGroup,
  IconWallet,
} from '@tabler/icons-react';
import type { AgentPage } from './agent-pages';

export const AGENT_PAGE_ICONS: Record<AgentPage, Icon> = {
  'agentCenter/agentAnnouncement': IconSpeakerphone,
  agentTeamOverview: IconLayoutDashboard,
  registerCenter: IconUserPlus,
  downlineManagmentView: IconUsersGroup,
  personalHistoryCopy: IconListDetails,
  palStatementsAgentCopy: IconChartPie,
  agentRevenueReport: IconWallet,
  agentDownlineTransactionDetailsCopy: IconReceipt,
  agentDividendRecord2: IconReportMoney,
  agentDailyWages2: IconCoin,
  agentHourSalary: IconClockHour4,
  agentRealtimeSalary: IconBolt,
};
