import { formatMoney } from '@sim/shared/money';

/** Points have 2 decimals and thousands separators, like money, without a currency. */
export function formatPoints(points: number): string {
  return formatMoney(points);
}
