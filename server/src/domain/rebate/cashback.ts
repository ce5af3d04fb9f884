// Cashback as a member meets it: every call needs MANPLAYREB3 (spec section 2: manualRebate only if
// the flag is on), then asks the area's rules.
import type { GameType } from '@sim/shared/relay/gcsgame';
import type { RebateSetting } from '@sim/shared/relay/rebate';
import type { MerchantProfile } from '../merchants/directory.ts';
import { requireModule } from '../merchants/flags.ts';
import { claimRebate, type RebateDeps, rebateRecord, rebateSummary } from './claims.ts';
import { rebateSettings } from './settings.ts';

const requireCashback = (merchant: MerchantProfile) => requireModule(merchant, 'MANPLAYREB3');

/** The rates, all or the one product type asked for. */
export async function memberRebateSetting(
  deps: RebateDeps,
  merchant: MerchantProfile,
  productType: string | undefined,
): Promise<RebateSetting> {
  requireCashback(merchant);
  const settings = await rebateSettings(deps.db, merchant.code);
  const list = Object.entries(settings.rates)
    .map(([type, rate]) => ({ productType: type as GameType, rate: rate ?? 0 }))
    .filter((row) => productType === undefined || row.productType === productType);
  return {
    list,
    period: settings.period,
    minClaimAmount: settings.minClaimAmount,
    currency: merchant.currency,
  };
}

export function memberRebateSummary(deps: RebateDeps, merchant: MerchantProfile, memberId: number) {
  requireCashback(merchant);
  return rebateSummary(deps, merchant.code, memberId);
}

export function memberClaimRebate(
  deps: RebateDeps,
  merchant: MerchantProfile,
  memberId: number,
  requestId: string | undefined,
) {
  requireCashback(merchant);
  return claimRebate(deps, merchant.code, memberId, requestId);
}

export function memberRebateRecord(
  deps: RebateDeps,
  merchant: MerchantProfile,
  memberId: number,
  query: { pageNo: number; pageSize: number },
) {
  requireCashback(merchant);
  return rebateRecord(deps.db, memberId, query);
}
