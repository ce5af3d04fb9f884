// Wire values shaped by the shared schemas, so a contract change breaks these fixtures first.
import { buildWhitelabelTree, flattenModules, type WhitelabelNode } from '@sim/shared/flags';
import { type FieldRule, REGISTER_PATTERNS } from '@sim/shared/register-patterns';
import type { GameItem, Lane } from '@sim/shared/relay/gcsgame';
import type { DepositSettings, Order, WithdrawSettings } from '@sim/shared/wps/cashier';
import type { MemberInfo } from '@sim/shared/wps/member';
import type { LoginResponse } from '@sim/shared/wps/session';
import type { BrandConfig, SystemStatus } from '@sim/shared/wps/system';
import type { Balance } from '@sim/shared/wps/wallet';

const rule = (
  patternId: number,
  minLength: number,
  maxLength: number,
  enabled: boolean,
  required = false,
): FieldRule => ({
  patternId,
  minLength,
  maxLength,
  acceptedPattern: REGISTER_PATTERNS[patternId] ?? '*',
  enabled,
  required,
});

/** The seeded merchant's register validators: username and password on, a few optional fields. */
export function registerRulesFixture(
  overrides: Record<string, Partial<FieldRule>> = {},
): Record<string, FieldRule> {
  const rules: Record<string, FieldRule> = {
    username: rule(1, 4, 16, true, true),
    password: rule(4, 6, 12, true, true),
    mobileNum: rule(6, 7, 15, true),
    email: rule(3, 5, 64, true),
    payeeName: rule(8, 2, 40, false),
    qqNum: rule(6, 5, 12, false),
    recommenderId: rule(4, 4, 16, false),
    captcha: rule(0, 4, 4, false),
    paymentPassword: rule(6, 6, 6, false),
    line: rule(9, 2, 40, false),
    whatsapp: rule(6, 6, 15, false),
    facebook: rule(9, 2, 60, false),
    wechat: rule(9, 2, 40, false),
    idNumber: rule(4, 6, 20, false),
    affiliateCode: rule(4, 4, 16, true),
  };
  for (const [field, change] of Object.entries(overrides)) {
    rules[field] = { ...(rules[field] ?? rule(0, 1, 128, true)), ...change };
  }
  return rules;
}

/** The white-label tree as the server sends it: a ROOT node, modules at their seeded defaults. */
export function whitelabelFixture(flags: Record<string, boolean> = {}): WhitelabelNode {
  const defaults = new Map(flattenModules().map((m) => [m.modId, m.defaultEnabled]));
  const enabled = (modId: string) => flags[modId] ?? defaults.get(modId) ?? false;
  return { modId: 'ROOT', enabled: '1', childrenNodes: buildWhitelabelTree(enabled) };
}

export interface StatusInfoOverrides {
  flags?: Record<string, boolean>;
  register?: Record<string, Partial<FieldRule>>;
  config?: Partial<BrandConfig>;
}

export function statusFixture(
  overrides: Partial<Omit<SystemStatus, 'info'>> = {},
  info: StatusInfoOverrides = {},
): SystemStatus {
  return {
    maintenance: false,
    regionRestriction: false,
    maintenanceStartTime: null,
    maintenanceEndTime: null,
    location: { ip: '203.0.113.7', country: 'BD' },
    info: {
      customerService: [],
      domainRoute: [],
      resources: [],
      whitelabel: whitelabelFixture(info.flags) as SystemStatus['info']['whitelabel'],
      register: registerRulesFixture(info.register),
      mainDomain: 'sim.local',
      analytics: { gtagId: '' },
      imageCDNs: [],
      launchGameCDNs: [],
      config: {
        brand: { platform: 'W', merchant: 'sim001', lotteryType: 'SEA', device: 'web' },
        merchantName: 'SimBet',
        defaultLanguage: 'EN',
        supportLanguages: ['BN', 'EN', 'CN', 'JA', 'TH', 'VI'],
        currency: 'BDT',
        currencySymbol: '৳',
        countryDialingCode: '880',
        loginedToHomePage: false,
        chatHeaderColor: '#6142bf',
        prizeModes: {},
        announcementTypes: ['B', 'PL', 'PU', 'PR'],
        ...info.config,
      },
    },
    ...overrides,
  };
}

export function memberFixture(overrides: Partial<MemberInfo> = {}): MemberInfo {
  return {
    id: 1001,
    account: 'demo01',
    nickname: 'Demo',
    type: 0,
    mobile: null,
    regDate: 1_735_689_600_000,
    toUpline: false,
    clubLabel: { labelName: 'VIP1', rankLevel: 1 },
    memberLabel: [],
    passwordExpired: false,
    ...overrides,
  };
}

export function balanceFixture(sumBalance: number): Balance {
  return {
    sumBalance,
    balance: [
      { accountTypeId: 2, accountTypeName: 'MAIN', displayName: 'Main wallet', availBalance: sumBalance },
    ],
    currency: 'BDT',
    currencySymbol: '৳',
    availablePromo: false,
    availablePromoCount: 0,
    unreadMessage: 0,
  };
}

export function loginFixture(overrides: Partial<LoginResponse> = {}): LoginResponse {
  return {
    token: 'new-token',
    id: 7,
    userName: 'demo01',
    customerType: 0,
    firstTimeLogin: false,
    passwordExpired: false,
    ...overrides,
  };
}

/** A catalogue item as GCSGAME_gameList serves it. */
export function gameItemFixture(overrides: Partial<GameItem> = {}): GameItem {
  const nodeId = overrides.nodeId ?? 170001;
  const code = overrides.gameId ?? `JL${String(nodeId - 170000).padStart(4, '0')}`;
  const icon = `/cdn/images/TCG_GAME_ICONS/JL/EN/${code}.svg`;
  return {
    nodeId,
    nodeName: 'Dragon Warriors',
    gameName: 'Dragon Warriors',
    gameId: code,
    roomId: `GAME_LIST$VENDOR,${nodeId}`,
    code,
    vassalage: 'JL',
    displayName: 'Jili',
    gameType: 'RNG',
    gameClassify: '5Reels',
    gameClassifyNew: '5Reels',
    showIcon: icon,
    smallIcon: icon,
    defaultIcon: icon,
    platform: 'html5,html5-desktop',
    minBet: 0.2,
    minLineNum: 25,
    supportPlay: 0,
    supportTrail: 1,
    isHot: 0,
    isNew: 0,
    isTop: 0,
    isGame: 'GAME',
    accountTypeName: 'JL',
    defaultPlayType: null,
    maintenance: null,
    status: 1,
    sysGameSort: 0,
    ...overrides,
  };
}

const vendorCard = (vassalage: string, displayName: string, gameType: string) => ({
  vassalage,
  displayName,
  gameType,
  lagerIcon: `/cdn/${vassalage}.svg`,
  icon: `/cdn/${vassalage}.svg`,
  small: `/cdn/${vassalage}-s.svg`,
  mobile: `/cdn/${vassalage}-m.svg`,
  maintenance: false,
  gameCount: 10,
});

/** Vendor lanes: slots (with Spribe), live casino, sports with an e-sports vendor, cockfight. */
export function lanesFixture(): Lane[] {
  return [
    {
      title: 'RNG',
      cards: [
        vendorCard('JL', 'Jili', 'RNG'),
        vendorCard('PG', 'Pocket Games Soft', 'RNG'),
        vendorCard('SPB', 'Spribe', 'RNG'),
      ],
      gameClassify: [
        { key: '5Reels', displayName: '5Reels', gameCount: 8 },
        { key: 'Crash', displayName: 'Crash', gameCount: 2 },
      ],
    },
    { title: 'LIVE', cards: [vendorCard('EG4', 'Evolution', 'LIVE')], gameClassify: [] },
    {
      title: 'SPORTS',
      cards: [vendorCard('SBO', 'SBOBET', 'SPORTS'), vendorCard('IMES', 'IM eSports', 'SPORTS')],
      gameClassify: [],
    },
    { title: 'COCKFIGHT', cards: [vendorCard('DS88', 'DS88 Sabong', 'COCKFIGHT')], gameClassify: [] },
  ];
}

/** A member's wallets on a multi-wallet merchant: MAIN plus vendor wallets. */
export function walletsFixture(wallets: Record<string, number>): Balance {
  const balance = Object.entries(wallets).map(([accountTypeName, availBalance], index) => ({
    accountTypeId: accountTypeName === 'MAIN' ? 2 : 100 + index,
    accountTypeName,
    displayName: accountTypeName === 'MAIN' ? 'Main wallet' : `${accountTypeName} wallet`,
    availBalance,
  }));
  const sumBalance = balance.reduce((sum, wallet) => sum + wallet.availBalance, 0);
  return {
    sumBalance,
    balance,
    currency: 'BDT',
    currencySymbol: '৳',
    availablePromo: false,
    availablePromoCount: 0,
    unreadMessage: 0,
  };
}

/** An order as every money call answers it (applied 2026-11-22 10:30 local time). */
export function orderFixture(overrides: Partial<Order> = {}): Order {
  const applyTime = new Date(2026, 10, 22, 10, 30, 0).getTime();
  return {
    referenceNo: 'D20261122000001',
    type: 'DEPOSIT',
    status: 'PENDING',
    amount: 500,
    applyTime,
    updateTime: applyTime,
    dueTime: null,
    fromWallet: null,
    toWallet: 'MAIN',
    channel: 'BKASH',
    remark: null,
    ...overrides,
  };
}

export function depositSettingsFixture(overrides: Partial<DepositSettings> = {}): DepositSettings {
  return {
    allowDeposit: 'Y',
    totalDepositSuccessCount: 0,
    channels: [
      { code: 'BKASH', name: 'bKash', type: 'EWALLET', minAmount: 100, maxAmount: 25_000 },
      { code: 'BANK', name: 'Bank transfer', type: 'BANK', minAmount: 1000, maxAmount: 500_000 },
    ],
    autoApproveMinutes: null,
    currency: 'BDT',
    ...overrides,
  };
}

export function withdrawSettingsFixture(overrides: Partial<WithdrawSettings> = {}): WithdrawSettings {
  return {
    minimumAmount: 200,
    maximumAmount: 50_000,
    dailyCountLimit: 5,
    remainingCount: 5,
    availableBalance: 12_345.5,
    hasPaymentPassword: true,
    payeeName: 'Demo Member',
    banks: ['BKASH', 'NAGAD', 'DBBL'],
    confirmMinutes: 30,
    ...overrides,
  };
}

/** A page of orders as the account record and the bonus details answer it. */
export function ordersPageFixture(list: Order[], page: { pageNum?: number; totalPages?: number } = {}) {
  return { list, pageNum: page.pageNum ?? 1, totalPages: page.totalPages ?? 1, totalCount: list.length };
}
