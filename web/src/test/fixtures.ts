// Wire values shaped by the shared schemas, so a contract change breaks these fixtures first.
import { buildWhitelabelTree } from '@sim/shared/flags';
import type { MemberInfo } from '@sim/shared/wps/member';
import type { SystemStatus } from '@sim/shared/wps/system';
import type { Balance } from '@sim/shared/wps/wallet';

export function statusFixture(overrides: Partial<Omit<SystemStatus, 'info'>> = {}): SystemStatus {
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
      whitelabel: buildWhitelabelTree(() => true)[0]!,
      register: {},
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
    balance: [{ accountTypeId: 2, accountTypeName: 'Main wallet', availBalance: sumBalance }],
    currency: 'BDT',
    currencySymbol: '৳',
  };
}
