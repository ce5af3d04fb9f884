// The part of a merchant's configuration kept as JSON (Merchant.config): what /wps/system/status serves
// besides flags, register rules and system state.
import { type CashierSettings, cashierSettingsSchema } from '@sim/shared/admin/cashier';
import { resourceSchema } from '@sim/shared/wps/system';
import { z } from 'zod';

/** bKash, Nagad and a bank transfer with the go444 withdraw limits (wire-contract.md 4.12). */
export const DEFAULT_CASHIER: CashierSettings = {
  depositChannels: [
    { code: 'BKASH', name: 'bKash', type: 'EWALLET', minAmount: 100, maxAmount: 25_000 },
    { code: 'NAGAD', name: 'Nagad', type: 'EWALLET', minAmount: 100, maxAmount: 25_000 },
    { code: 'BANK', name: 'Bank transfer', type: 'BANK', minAmount: 500, maxAmount: 100_000 },
    { code: 'USDT', name: 'USDT (TRC20)', type: 'CRYPTO', minAmount: 1_000, maxAmount: 500_000 },
  ],
  depositAutoApproveMinutes: 2,
  withdrawMin: 100,
  withdrawMax: 50_000,
  withdrawDailyCount: 5,
  withdrawAutoPayMinutes: null,
  withdrawConfirmMinutes: 30,
  firstDepositBonusPercent: 0,
  firstDepositBonusMax: 10_000,
};

export const DEFAULT_AVATAR_PRESETS = 12;

export const siteConfigSchema = z.object({
  mainDomain: z.string(),
  lotteryType: z.string(),
  loginedToHomePage: z.boolean(),
  chatHeaderColor: z.string(),
  prizeModes: z.record(z.string(), z.string()),
  announcementTypes: z.array(z.string()),
  passwordMaxAgeDays: z.number().int().positive(),
  singleWallet: z.boolean(),
  gtagId: z.string(),
  imageCDNs: z.array(z.string()),
  launchGameCDNs: z.array(z.string()),
  domainRoute: z.array(z.object({ domain: z.string(), speed: z.number() })),
  /** how many preset avatars members may pick (STATIC avatars 0..n-1); older data dirs get 12 */
  avatarPresets: z.number().int().min(1).max(100).default(DEFAULT_AVATAR_PRESETS),
  resources: z.array(resourceSchema),
  /** plain URLs; sealed with DES on the way out as the real platform does */
  customerService: z.array(z.object({ type: z.string(), name: z.string(), url: z.string() })),
  /** data dirs seeded before the cashier existed get the defaults */
  cashier: cashierSettingsSchema.default(() => DEFAULT_CASHIER),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;
