import type { MerchantProfile } from '../merchants/directory.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export function isPasswordExpired(merchant: MerchantProfile, changedAt: Date, now: Date): boolean {
  return now.getTime() - changedAt.getTime() > merchant.config.passwordMaxAgeDays * DAY_MS;
}
