// The panel's pages, in navbar order: each is `/admin/<id>`.
import {
  IconActivity,
  IconAlertTriangle,
  IconBuildingStore,
  IconCash,
  IconChartBar,
  IconClock,
  IconCoins,
  IconCrown,
  IconDatabase,
  IconDeviceGamepad2,
  IconFlag,
  IconGift,
  IconHeadset,
  IconHelp,
  IconHierarchy,
  IconLayoutSidebarRight,
  IconListDetails,
  IconMail,
  IconMessage,
  IconPlayerPlay,
  IconShieldCheck,
  IconTargetArrow,
  IconTrophy,
  IconUsers,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { AgentsPage } from './pages/agents/Agents.page';
import { BrandPage } from './pages/brand/Brand.page';
import { CaptchaPage } from './pages/captcha/Captcha.page';
import { CashierPage } from './pages/cashier/Cashier.page';
import { ClockPage } from './pages/clock/Clock.page';
import { CoveragePage } from './pages/coverage/Coverage.page';
import { FaultsPage } from './pages/faults/Faults.page';
import { FlagsPage } from './pages/flags/Flags.page';
import { GamesPage } from './pages/games/Games.page';
import { HelpPage } from './pages/help/Help.page';
import { JackpotPage } from './pages/jackpot/Jackpot.page';
import { JournalPage } from './pages/journal/Journal.page';
import { MessagesPage } from './pages/messages/Messages.page';
import { MissionsPage } from './pages/missions/Missions.page';
import { OutboxPage } from './pages/outbox/Outbox.page';
import { PersonasPage } from './pages/personas/Personas.page';
import { PointsPage } from './pages/points/Points.page';
import { PromotionsPage } from './pages/promotions/Promotions.page';
import { ScenariosPage } from './pages/scenarios/Scenarios.page';
import { ShellPage } from './pages/shell/Shell.page';
import { SnapshotsPage } from './pages/snapshots/Snapshots.page';
import { StatusPage } from './pages/status/Status.page';
import { SupportPage } from './pages/support/Support.page';
import { VipPage } from './pages/vip/Vip.page';
import type { S } from './strings';

export interface PanelPage {
  id: keyof typeof S.nav;
  Icon: ComponentType<{ size?: number }>;
  Page: ComponentType;
}

export const PAGES: readonly PanelPage[] = [
  { id: 'status', Icon: IconActivity, Page: StatusPage },
  { id: 'flags', Icon: IconFlag, Page: FlagsPage },
  { id: 'brand', Icon: IconBuildingStore, Page: BrandPage },
  { id: 'shell', Icon: IconLayoutSidebarRight, Page: ShellPage },
  { id: 'personas', Icon: IconUsers, Page: PersonasPage },
  { id: 'cashier', Icon: IconCash, Page: CashierPage },
  { id: 'promotions', Icon: IconGift, Page: PromotionsPage },
  { id: 'points', Icon: IconCoins, Page: PointsPage },
  { id: 'vip', Icon: IconCrown, Page: VipPage },
  { id: 'support', Icon: IconHeadset, Page: SupportPage },
  { id: 'help', Icon: IconHelp, Page: HelpPage },
  { id: 'games', Icon: IconDeviceGamepad2, Page: GamesPage },
  { id: 'jackpot', Icon: IconTrophy, Page: JackpotPage },
  { id: 'agents', Icon: IconHierarchy, Page: AgentsPage },
  { id: 'missions', Icon: IconTargetArrow, Page: MissionsPage },
  { id: 'messages', Icon: IconMail, Page: MessagesPage },
  { id: 'clock', Icon: IconClock, Page: ClockPage },
  { id: 'faults', Icon: IconAlertTriangle, Page: FaultsPage },
  { id: 'journal', Icon: IconListDetails, Page: JournalPage },
  { id: 'coverage', Icon: IconChartBar, Page: CoveragePage },
  { id: 'captcha', Icon: IconShieldCheck, Page: CaptchaPage },
  { id: 'outbox', Icon: IconMessage, Page: OutboxPage },
  { id: 'snapshots', Icon: IconDatabase, Page: SnapshotsPage },
  { id: 'scenarios', Icon: IconPlayerPlay, Page: ScenariosPage },
];
