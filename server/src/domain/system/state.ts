// Maintenance and region restriction of a merchant: the system state the gateway's gate and the boot
// call read.
import type { SetStatusInput } from '@sim/shared/admin/system';
import type { MerchantDirectory, MerchantProfile, MerchantState } from '../merchants/directory.ts';

/** ISO text or ms epoch; null clears the time, undefined leaves it. */
const toDate = (value: string | number | null | undefined) =>
  value === undefined ? undefined : value === null ? null : new Date(value);

export async function setSystemState(
  merchants: MerchantDirectory,
  merchant: MerchantProfile,
  changes: Omit<SetStatusInput, 'merchant'>,
): Promise<MerchantState> {
  const updated = await merchants.update(merchant.code, {
    state: {
      maintenance: changes.maintenance,
      maintenanceStartAt: toDate(changes.maintenanceStartTime),
      maintenanceEndAt: toDate(changes.maintenanceEndTime),
      regionRestriction: changes.regionRestriction,
      blockedCountries: changes.blockedCountries,
      blockedIps: changes.blockedIps,
    },
  });
  return updated.state;
}
