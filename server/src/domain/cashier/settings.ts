// The merchant's cashier settings (deposit channels, withdrawal limits, automatic steps, first-deposit
// bonus), kept in its site configuration.
import { type CashierSettings, cashierSettingsSchema } from '@sim/shared/admin/cashier';
import { RequestRefused } from '../../foundation/errors.ts';
import { definedOnly } from '../../lib/defined.ts';
import type { MerchantDirectory, MerchantProfile } from '../merchants/directory.ts';

export async function setCashierSettings(
  merchants: MerchantDirectory,
  merchant: MerchantProfile,
  changes: Partial<CashierSettings>,
): Promise<CashierSettings> {
  const cashier = cashierSettingsSchema.parse({ ...merchant.config.cashier, ...definedOnly(changes) });
  if (cashier.withdrawMin > cashier.withdrawMax)
    throw new RequestRefused('invalid', 'withdrawMin is above withdrawMax');
  await merchants.update(merchant.code, { config: { ...merchant.config, cashier } });
  return cashier;
}
