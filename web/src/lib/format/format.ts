import { formatMoney } from '@sim/shared/money';

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** The platform shows dates as year-month-day hour:minute:second (platform-spec.md section 2), in
 *  the visitor's time zone. Written out rather than through dayjs: the landing page's lists format
 *  dates, and this keeps the date library out of the site's first load. */
export function formatDateTime(epochMs: number): string {
  const d = new Date(epochMs);
  const date = `${d.getFullYear()}-${twoDigits(d.getMonth() + 1)}-${twoDigits(d.getDate())}`;
  return `${date} ${twoDigits(d.getHours())}:${twoDigits(d.getMinutes())}:${twoDigits(d.getSeconds())}`;
}

/** 2 decimals, thousands separators, the merchant's currency symbol in front. */
export function formatAmount(amount: number, currencySymbol: string): string {
  return `${currencySymbol} ${formatMoney(amount)}`;
}
