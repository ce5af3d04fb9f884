import { formatMoney } from '@sim/shared/money';

/** Points with thousands separators: whole points as whole numbers (1,250), a fraction with its two
 *  decimals (12.50), as the ledger keeps them in hundredths. */
export function formatPoints(points: number): string {
  return Number.isInteger(points) ? formatMoney(points).replace(/\.00$/, '') : formatMoney(points);
}
