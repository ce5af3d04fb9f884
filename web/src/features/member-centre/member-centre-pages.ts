// The member centre's pages (platform-spec.md section 2, "Member centre"), by the ids the platform
// uses, in menu order. Money pages need a real account; the rest a member (a trial account is no
// member: spec section 6).
import type { AccessNeed } from '../access/access-rules';

export const MEMBER_CENTRE_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'manualRebate',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'playerRank',
] as const;
export type MemberCentrePage = (typeof MEMBER_CENTRE_PAGES)[number];

/** "securityCenter (default, My account)" */
export const DEFAULT_MEMBER_CENTRE_PAGE: MemberCentrePage = 'securityCenter';

/** Pages a white-label module turns on: "manualRebate (cashback, only if MANPLAYREB3 is on)". */
const PAGE_MODULES: Partial<Record<MemberCentrePage, string>> = { manualRebate: 'MANPLAYREB3' };

export function pageIsOn(page: MemberCentrePage, flags: Readonly<Record<string, boolean>>): boolean {
  const modId = PAGE_MODULES[page];
  return modId === undefined || flags[modId] === true;
}

const MONEY_PAGES: readonly MemberCentrePage[] = [
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'manualRebate',
];

export function pageNeed(page: MemberCentrePage): AccessNeed {
  return MONEY_PAGES.includes(page) ? 'realAccount' : 'memberCentre';
}
