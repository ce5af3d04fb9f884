// A merchant's cashback settings: the rate per product type (percent of the valid bet), the period
// and the least a claim pays. A merchant without a row has the defaults below.
import type { RebateSettings } from '@sim/shared/admin/rebate';
import { toMajor, toMinor } from '@sim/shared/money';
import type { RebatePeriod } from '@sim/shared/relay/rebate';
import type { Db, Tx } from '../../db/client.ts';
import { definedOnly } from '../../lib/defined.ts';

export const DEFAULT_REBATE_SETTINGS: RebateSettings = {
  rates: { RNG: 0.8, FISH: 0.8, LIVE: 0.5, PVP: 0.5, SPORTS: 0.5, ESPORTS: 0.5, LOTT: 0.3, ELOTT: 0.3 },
  period: 'DAILY',
  minClaimAmount: 1,
};

export async function rebateSettings(db: Db | Tx, merchantCode: string): Promise<RebateSettings> {
  const row = await db.rebateSettings.findUnique({ where: { merchantCode } });
  if (!row) return DEFAULT_REBATE_SETTINGS;
  return {
    rates: row.rates as RebateSettings['rates'],
    period: row.period as RebatePeriod,
    minClaimAmount: toMajor(row.minClaimMinor),
  };
}

/** Rates given replace those types' rates; a rate of 0 takes the type out. */
export async function setRebateSettings(
  db: Db,
  merchantCode: string,
  change: Partial<RebateSettings>,
): Promise<RebateSettings> {
  const current = await rebateSettings(db, merchantCode);
  const merged = { ...current.rates, ...definedOnly(change.rates ?? {}) };
  const rates = Object.fromEntries(Object.entries(merged).filter(([, rate]) => rate > 0));
  const next: RebateSettings = { ...current, ...definedOnly({ ...change, rates: undefined }), rates };
  const row = { rates: next.rates, period: next.period, minClaimMinor: toMinor(next.minClaimAmount) };
  await db.rebateSettings.upsert({ where: { merchantCode }, create: { merchantCode, ...row }, update: row });
  return next;
}
