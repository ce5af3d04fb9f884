// A merchant's points settings: the rate of each category (platform-spec.md 9, configurable per
// merchant) and the conversion into money. A merchant without a row has the spec's defaults.
import type { PointSettings } from '@sim/shared/admin/points';
import { DEFAULT_POINT_RATES, POINT_CATEGORIES, type PointCategory } from '@sim/shared/relay/mcs2';
import type { Db, Tx } from '../../db/client.ts';
import { definedOnly } from '../../lib/defined.ts';
import { centiOf, pointsOf } from './units.ts';

export const DEFAULT_POINT_SETTINGS: PointSettings = {
  rates: DEFAULT_POINT_RATES,
  conversionEnabled: true,
  pointsPerUnit: 100,
  minConvertPoints: 100,
};

function ratesOf(stored: unknown): Record<PointCategory, number> {
  const given = (stored ?? {}) as Partial<Record<PointCategory, number>>;
  return Object.fromEntries(
    POINT_CATEGORIES.map((category) => [category, given[category] ?? DEFAULT_POINT_RATES[category]]),
  ) as Record<PointCategory, number>;
}

export async function pointSettings(db: Db | Tx, merchantCode: string): Promise<PointSettings> {
  const row = await db.pointSettings.findUnique({ where: { merchantCode } });
  if (!row) return DEFAULT_POINT_SETTINGS;
  return {
    rates: ratesOf(row.rates),
    conversionEnabled: row.conversionEnabled,
    pointsPerUnit: row.pointsPerUnit,
    minConvertPoints: pointsOf(row.minConvertCenti),
  };
}

export interface PointSettingsChange {
  rates?: Partial<Record<PointCategory, number>>;
  conversionEnabled?: boolean;
  pointsPerUnit?: number;
  minConvertPoints?: number;
}

/** Rates given replace those categories' rates; the rest stays. */
export async function setPointSettings(
  db: Db,
  merchantCode: string,
  change: PointSettingsChange,
): Promise<PointSettings> {
  const current = await pointSettings(db, merchantCode);
  const next: PointSettings = {
    ...current,
    ...definedOnly({ ...change, rates: undefined }),
    rates: { ...current.rates, ...definedOnly(change.rates ?? {}) },
  };
  const row = {
    rates: next.rates,
    conversionEnabled: next.conversionEnabled,
    pointsPerUnit: next.pointsPerUnit,
    minConvertCenti: centiOf(next.minConvertPoints),
  };
  await db.pointSettings.upsert({ where: { merchantCode }, create: { merchantCode, ...row }, update: row });
  return next;
}
