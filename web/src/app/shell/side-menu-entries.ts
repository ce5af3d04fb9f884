// The side menu's entries (platform-spec.md section 2, "Side menu"), in order: member centre pages
// (member only, through the protected action), site sections (open to all), the merchant's email
// link and customer service. Balance, language and logout sit around the list (SideMenu.tsx).
import {
  type Icon,
  IconAward,
  IconBuildingBank,
  IconCash,
  IconChartLine,
  IconCrown,
  IconDeviceGamepad2,
  IconDeviceMobile,
  IconGift,
  IconHeadset,
  IconHelp,
  IconListDetails,
  IconMail,
  IconReceipt,
  IconReceiptRefund,
  IconShieldLock,
  IconSparkles,
  IconUsersPlus,
} from '@tabler/icons-react';
import { MEMBER_CENTRE_PAGES, type MemberCentrePage } from '../../features/member-centre/member-centre-pages';

/**
 * `page`: a member centre page, listed once the member centre has it (referral arrives with the
 * invite-friends area); `action`: the email link or customer service, listed when the merchant has one.
 */
export type SideMenuEntry = { key: string; icon: Icon } & (
  | { page: string }
  | { path: string }
  | { action: 'email' | 'customerService' }
);

export function isMemberCentrePage(page: string): page is MemberCentrePage {
  return (MEMBER_CENTRE_PAGES as readonly string[]).includes(page);
}

export const SIDE_MENU_ENTRIES = [
  { key: 'deposit', icon: IconCash, page: 'depositv2' },
  { key: 'withdraw', icon: IconBuildingBank, page: 'withdraw' },
  { key: 'promotions', icon: IconGift, path: '/promotions' },
  { key: 'inviteFriends', icon: IconUsersPlus, page: 'referral' },
  { key: 'rewardCentre', icon: IconAward, page: 'rewardCenter' },
  // shown only while MANPLAYREB3 is on, as its member centre page (pageIsOn)
  { key: 'cashback', icon: IconReceiptRefund, page: 'manualRebate' },
  { key: 'vip', icon: IconCrown, path: '/vip' },
  { key: 'bettingRecord', icon: IconListDetails, page: 'personalHistoryCopy' },
  { key: 'accountRecord', icon: IconReceipt, page: 'transactionHistory' },
  { key: 'securityCentre', icon: IconShieldLock, page: 'securityCenter' },
  { key: 'personalLoss', icon: IconChartLine, page: 'personalProfit' },
  { key: 'bonusDetails', icon: IconSparkles, page: 'bonusDetails' },
  { key: 'email', icon: IconMail, action: 'email' },
  { key: 'gameList', icon: IconDeviceGamepad2, path: '/rng' },
  { key: 'download', icon: IconDeviceMobile, path: '/down' },
  { key: 'customerService', icon: IconHeadset, action: 'customerService' },
  { key: 'help', icon: IconHelp, path: '/help' },
] as const satisfies readonly SideMenuEntry[];

export type SideMenuKey = (typeof SIDE_MENU_ENTRIES)[number]['key'];
