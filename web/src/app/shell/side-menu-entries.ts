// The side menu's entries (platform-spec.md section 2, "Side menu"), in order: member centre pages
// (member only, through the protected action) and site sections (open to all).
import {
  type Icon,
  IconAward,
  IconBuildingBank,
  IconCash,
  IconChartLine,
  IconCrown,
  IconDeviceMobile,
  IconGift,
  IconHelp,
  IconListDetails,
  IconReceipt,
  IconReceiptRefund,
  IconShieldLock,
  IconSparkles,
} from '@tabler/icons-react';
import type { MemberCentrePage } from '../../features/member-centre/member-centre-pages';

export type SideMenuEntry = { key: string; icon: Icon } & ({ page: MemberCentrePage } | { path: string });

export const SIDE_MENU_ENTRIES = [
  { key: 'deposit', icon: IconCash, page: 'depositv2' },
  { key: 'withdraw', icon: IconBuildingBank, page: 'withdraw' },
  { key: 'promotions', icon: IconGift, path: '/promotions' },
  { key: 'rewardCentre', icon: IconAward, page: 'rewardCenter' },
  // shown only while MANPLAYREB3 is on, as its member centre page (pageIsOn)
  { key: 'cashback', icon: IconReceiptRefund, page: 'manualRebate' },
  { key: 'vip', icon: IconCrown, path: '/vip' },
  { key: 'bettingRecord', icon: IconListDetails, page: 'personalHistoryCopy' },
  { key: 'accountRecord', icon: IconReceipt, page: 'transactionHistory' },
  { key: 'securityCentre', icon: IconShieldLock, page: 'securityCenter' },
  { key: 'personalLoss', icon: IconChartLine, page: 'personalProfit' },
  { key: 'bonusDetails', icon: IconSparkles, page: 'bonusDetails' },
  { key: 'help', icon: IconHelp, path: '/help' },
  { key: 'download', icon: IconDeviceMobile, path: '/down' },
] as const satisfies readonly SideMenuEntry[];

export type SideMenuKey = (typeof SIDE_MENU_ENTRIES)[number]['key'];
