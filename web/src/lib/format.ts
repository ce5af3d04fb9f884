import { formatMoney } from '@sim/shared/money';
import dayjs from 'dayjs';

/** The platform shows dates as year-month-day hour:minute:second (platform-spec.md section 2). */
export function formatDateTime(epochMs: number): string {
  return dayjs(epochMs).format('YYYY-MM-DD HH:mm:ss');
}

/** 2 decimals, thousands separators, the merchant's currency symbol in front. */
export function formatAmount(amount: number, currencySymbol: string): string {
  return `${currencySymbol} ${formatMoney(amount)}`;
}
