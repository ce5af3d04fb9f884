// Seeded merchants: their brand configuration, flags, register rules and system state.

import type { CashierSettings } from '@sim/shared/admin/cashier';
import { flattenModules } from '@sim/shared/flags';
import { LANGUAGES } from '@sim/shared/languages';
import type { FieldRule } from '@sim/shared/register-patterns';
import { REGISTER_PATTERNS } from '@sim/shared/register-patterns';
import type { Db } from '../db/client.ts';
import { DEFAULT_CASHIER, type SiteConfig } from '../domain/merchants/site-config.ts';

export interface MerchantSeed {
  code: string;
  name: string;
  currency: string;
  currencySymbol: string;
  countryCode: string;
  countryDialingCode: string;
  defaultLanguage: string;
  /** GCS_merchantWallet.isSingle: sim002 shows the multi-wallet flows (vendor sub-wallets) */
  singleWallet: boolean;
  cashier: CashierSettings;
}

const VND_CASHIER: CashierSettings = {
  ...DEFAULT_CASHIER,
  depositChannels: [
    { code: 'MOMO', name: 'MoMo', type: 'EWALLET', minAmount: 50_000, maxAmount: 50_000_000 },
    { code: 'ZALOPAY', name: 'ZaloPay', type: 'EWALLET', minAmount: 50_000, maxAmount: 50_000_000 },
    { code: 'VIETQR', name: 'VietQR', type: 'QR', minAmount: 100_000, maxAmount: 300_000_000 },
  ],
  withdrawMin: 100_000,
  withdrawMax: 500_000_000,
};

export const MERCHANTS: MerchantSeed[] = [
  {
    code: 'sim001',
    name: 'SimBet',
    currency: 'BDT',
    currencySymbol: '৳',
    countryCode: 'BD',
    countryDialingCode: '880',
    defaultLanguage: 'BN',
    singleWallet: true,
    cashier: DEFAULT_CASHIER,
  },
  {
    code: 'sim002',
    name: 'SimBet Viet',
    currency: 'VND',
    currencySymbol: '₫',
    countryCode: 'VN',
    countryDialingCode: '84',
    defaultLanguage: 'VI',
    singleWallet: false,
    cashier: VND_CASHIER,
  },
];

function siteConfig({ code, singleWallet, cashier }: MerchantSeed): SiteConfig {
  const resource = (resourceType: string, url: string, qr: boolean) => ({
    resourceType,
    url,
    qrCodeUrl: qr ? url : null,
    labelNameCn: resourceType,
    labelNameEn: resourceType,
  });
  return {
    mainDomain: `${code}.sim.local`,
    lotteryType: 'SEA',
    loginedToHomePage: false,
    chatHeaderColor: '#6142bf',
    prizeModes: { ModeLott: 'LOTT', ModeZy: 'ZY', ModeElott: 'ELOTT', ModeSea: 'SEA' },
    announcementTypes: ['B', 'PL', 'PU', 'PR', 'H'],
    passwordMaxAgeDays: 90,
    singleWallet,
    cashier,
    gtagId: 'G-SIMULATOR',
    // relative: the simulator serves every image itself, nothing leaves the machine
    imageCDNs: ['/cdn/images'],
    launchGameCDNs: ['/provider'],
    domainRoute: [{ domain: `www.${code}.sim.local`, speed: 1 }],
    resources: [
      resource('FACEBOOK', 'https://facebook.example/simbet', false),
      resource('EMAIL', 'mailto:support@sim.local', false),
      resource('IOS', `/down?os=ios&merchant=${code}`, true),
      resource('Android', `/down?os=android&merchant=${code}`, true),
      resource('MOBILECONFIG', `/down?os=mobileconfig&merchant=${code}`, true),
    ],
    customerService: [{ type: '3', name: 'Live chat', url: `/help?merchant=${code}&topic=contact` }],
  };
}

const rule = (
  patternId: number,
  minLength: number,
  maxLength: number,
  enabled: boolean,
  required: boolean,
): FieldRule => ({
  patternId,
  minLength,
  maxLength,
  acceptedPattern: REGISTER_PATTERNS[patternId] ?? '*',
  enabled,
  required,
});

/** The default register validators: username and password on, the optional fields off. */
export const DEFAULT_REGISTER_RULES: Record<string, FieldRule> = {
  username: rule(1, 4, 16, true, true),
  password: rule(4, 6, 12, true, true),
  mobileNum: rule(6, 7, 15, true, false),
  email: rule(3, 5, 64, true, false),
  payeeName: rule(8, 2, 40, false, false),
  qqNum: rule(6, 5, 12, false, false),
  recommenderId: rule(4, 4, 16, false, false),
  captcha: rule(0, 4, 4, false, false),
  paymentPassword: rule(6, 6, 6, false, false),
  line: rule(9, 2, 40, false, false),
  whatsapp: rule(6, 6, 15, false, false),
  facebook: rule(9, 2, 60, false, false),
  wechat: rule(9, 2, 40, false, false),
  idNumber: rule(4, 6, 20, false, false),
  affiliateCode: rule(4, 4, 16, true, false),
};

export async function seedMerchant(db: Db, seed: MerchantSeed): Promise<void> {
  // one transaction: one commit for the merchant's ~50 rows instead of one each (data.reset runs this)
  await db.$transaction(async (tx) => {
    const data = {
      name: seed.name,
      currency: seed.currency,
      currencySymbol: seed.currencySymbol,
      countryCode: seed.countryCode,
      countryDialingCode: seed.countryDialingCode,
      defaultLanguage: seed.defaultLanguage,
      supportedLanguages: [...LANGUAGES],
      config: siteConfig(seed),
    };
    await tx.merchant.upsert({
      where: { code: seed.code },
      create: { code: seed.code, ...data },
      update: {},
    });
    for (const module of flattenModules()) {
      await tx.featureFlag.upsert({
        where: { merchantCode_modId: { merchantCode: seed.code, modId: module.modId } },
        create: { merchantCode: seed.code, modId: module.modId, enabled: module.defaultEnabled },
        update: {},
      });
    }
    for (const [field, fieldRule] of Object.entries(DEFAULT_REGISTER_RULES)) {
      await tx.registerField.upsert({
        where: { merchantCode_field: { merchantCode: seed.code, field } },
        create: { merchantCode: seed.code, field, ...fieldRule },
        update: {},
      });
    }
    await tx.systemState.upsert({
      where: { merchantCode: seed.code },
      create: { merchantCode: seed.code, blockedCountries: [], blockedIps: [] },
      update: {},
    });
    for (let level = 0; level <= 9; level++) {
      await tx.vipRank.upsert({
        where: { merchantCode_level: { merchantCode: seed.code, level } },
        create: { merchantCode: seed.code, level, labelName: `VIP${level}` },
        update: {},
      });
    }
  });
}
