// A merchant with everything it needs to serve a site: brand configuration, the white-label module
// tree, register validators, system state and VIP ranks. The seed provisions sim001 and sim002 with
// it; scenario files and `merchants.create` provision the ones a QA suite hard-codes (gi8viet, ...).
// Idempotent: provisioning an existing merchant changes only what the spec names.
import type { CashierSettings } from '@sim/shared/admin/cashier';
import { flattenModules } from '@sim/shared/flags';
import { LANGUAGES } from '@sim/shared/languages';
import { type FieldRule, REGISTER_PATTERNS } from '@sim/shared/register-patterns';
import type { Db } from '../../db/client.ts';
import { DEFAULT_AVATAR_PRESETS, DEFAULT_CASHIER, type SiteConfig } from './site-config.ts';

export interface MerchantSpec {
  code: string;
  name: string;
  currency: string;
  currencySymbol: string;
  countryCode: string;
  countryDialingCode: string;
  defaultLanguage: string;
  /** GCS_merchantWallet.isSingle: false adds a sub-wallet per vendor */
  singleWallet: boolean;
  cashier: CashierSettings;
}

/** Amounts at the scale of the dong: deposits and withdrawals in the tens of thousands. */
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

/** What a currency implies when a scenario names only the currency. */
const CURRENCY_DEFAULTS: Record<
  string,
  { countryCode: string; countryDialingCode: string; language: string; cashier: CashierSettings }
> = {
  BDT: { countryCode: 'BD', countryDialingCode: '880', language: 'BN', cashier: DEFAULT_CASHIER },
  VND: { countryCode: 'VN', countryDialingCode: '84', language: 'VI', cashier: VND_CASHIER },
  THB: { countryCode: 'TH', countryDialingCode: '66', language: 'TH', cashier: DEFAULT_CASHIER },
  CNY: { countryCode: 'CN', countryDialingCode: '86', language: 'CN', cashier: DEFAULT_CASHIER },
  JPY: { countryCode: 'JP', countryDialingCode: '81', language: 'JA', cashier: DEFAULT_CASHIER },
  INR: { countryCode: 'IN', countryDialingCode: '91', language: 'EN', cashier: DEFAULT_CASHIER },
  USD: { countryCode: 'US', countryDialingCode: '1', language: 'EN', cashier: DEFAULT_CASHIER },
};

// building an Intl.NumberFormat is slow, and every seed and scenario asks for the same few currencies
const currencySymbols = new Map<string, string>();

/** The narrow symbol as the currency's locale data gives it (৳, ₫, ฿, ...). */
export function currencySymbolOf(currency: string): string {
  let symbol = currencySymbols.get(currency);
  if (symbol === undefined) {
    const parts = new Intl.NumberFormat('en', {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
    }).formatToParts(0);
    symbol = parts.find((part) => part.type === 'currency')?.value ?? currency;
    currencySymbols.set(currency, symbol);
  }
  return symbol;
}

/** A full spec from the few fields a scenario gives; the rest follows the currency. */
export function merchantSpecOf(input: {
  code: string;
  name?: string;
  currency: string;
  currencySymbol?: string;
  countryCode?: string;
  countryDialingCode?: string;
  defaultLanguage?: string;
  singleWallet?: boolean;
}): MerchantSpec {
  const defaults = CURRENCY_DEFAULTS[input.currency] ?? CURRENCY_DEFAULTS.USD!;
  return {
    code: input.code,
    name: input.name ?? input.code,
    currency: input.currency,
    currencySymbol: input.currencySymbol ?? currencySymbolOf(input.currency),
    countryCode: input.countryCode ?? defaults.countryCode,
    countryDialingCode: input.countryDialingCode ?? defaults.countryDialingCode,
    defaultLanguage: input.defaultLanguage ?? defaults.language,
    singleWallet: input.singleWallet ?? true,
    cashier: defaults.cashier,
  };
}

/** The brand's name as one word for its contact addresses: "SimBet Viet" → "simbetviet". */
const handleOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '') || 'support';

function siteConfig({ code, name, singleWallet, cashier }: MerchantSpec): SiteConfig {
  const handle = handleOf(name);
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
    avatarPresets: DEFAULT_AVATAR_PRESETS,
    resources: [
      // the operator's contact: brand config (brand.set resources), seeded from the brand's name
      resource('FACEBOOK', `https://www.facebook.com/${handle}`, false),
      resource('EMAIL', `mailto:support@${handle}.com`, false),
      resource('IOS', `/down?os=ios&merchant=${code}`, true),
      resource('Android', `/down?os=android&merchant=${code}`, true),
      resource('MOBILECONFIG', `/down?os=mobileconfig&merchant=${code}`, true),
      // the spec's "lite iOS app" (section 1) has no resource name of its own: IOSLITE is ours
      resource('IOSLITE', `/down?os=ioslite&merchant=${code}`, true),
      // where members buy the USDT they deposit (spec section 3's resource names)
      resource('USDJUMP', `https://usdt.example/buy?merchant=${code}`, false),
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

/**
 * A merchant's rows are a few hundred upserts, one round trip each on PostgreSQL: past Prisma's default
 * 5 s on a busy machine (a seed that failed with an expired transaction). Startup work, so a long limit.
 */
const PROVISION_TRANSACTION = { maxWait: 10_000, timeout: 60_000 };

/** Creates the merchant, or leaves an existing one's rows as they are (one transaction). */
export async function provisionMerchant(db: Db, spec: MerchantSpec): Promise<void> {
  await db.$transaction(async (tx) => {
    const data = {
      name: spec.name,
      currency: spec.currency,
      currencySymbol: spec.currencySymbol,
      countryCode: spec.countryCode,
      countryDialingCode: spec.countryDialingCode,
      defaultLanguage: spec.defaultLanguage,
      supportedLanguages: [...LANGUAGES],
      config: siteConfig(spec),
    };
    await tx.merchant.upsert({
      where: { code: spec.code },
      create: { code: spec.code, ...data },
      update: {},
    });
    for (const module of flattenModules()) {
      await tx.featureFlag.upsert({
        where: { merchantCode_modId: { merchantCode: spec.code, modId: module.modId } },
        create: { merchantCode: spec.code, modId: module.modId, enabled: module.defaultEnabled },
        update: {},
      });
    }
    for (const [field, fieldRule] of Object.entries(DEFAULT_REGISTER_RULES)) {
      await tx.registerField.upsert({
        where: { merchantCode_field: { merchantCode: spec.code, field } },
        create: { merchantCode: spec.code, field, ...fieldRule },
        update: {},
      });
    }
    await tx.systemState.upsert({
      where: { merchantCode: spec.code },
      create: { merchantCode: spec.code, blockedCountries: [], blockedIps: [] },
      update: {},
    });
    for (let level = 0; level <= 9; level++) {
      await tx.vipRank.upsert({
        where: { merchantCode_level: { merchantCode: spec.code, level } },
        create: { merchantCode: spec.code, level, labelName: `VIP${level}` },
        update: {},
      });
    }
  }, PROVISION_TRANSACTION);
}
