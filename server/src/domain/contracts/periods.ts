// The settlement periods of each kind on the simulated clock (platform-spec.md 9): real-time salary
// every 5 minutes, hourly salary every hour, daily salary every UTC day, dividends per the contract's
// period (daily, weekly from Monday, half months from the 1st and the 16th, months), all in UTC.
import type { ContractKind, DividendPeriod } from '@sim/shared/relay/contracts';
import { periodWindow } from '../rebate/period.ts';

const MINUTE_MS = 60_000;
const FIXED_MS: Partial<Record<ContractKind, number>> = {
  REALTIME_SALARY: 5 * MINUTE_MS,
  HOURLY_SALARY: 60 * MINUTE_MS,
};

export interface Window {
  start: Date;
  end: Date;
}

/** The period of a contract the instant `at` falls in. */
export function windowAt(kind: ContractKind, period: DividendPeriod | null, at: Date): Window {
  const fixed = FIXED_MS[kind];
  if (fixed) {
    const start = Math.floor(at.getTime() / fixed) * fixed;
    return { start: new Date(start), end: new Date(start + fixed) };
  }
  return periodWindow(kind === 'DAILY_SALARY' ? 'DAILY' : (period ?? 'DAILY'), at);
}

/**
 * The periods that have ended by `now`, from the one `from` falls in, at most `limit` of them; none
 * starts at or after `until` (a terminated contract's end).
 */
export function duePeriods(
  kind: ContractKind,
  period: DividendPeriod | null,
  from: Date,
  now: Date,
  until: Date | null,
  limit: number,
): Window[] {
  const due: Window[] = [];
  let window = windowAt(kind, period, from);
  while (due.length < limit && window.end <= now && (until === null || window.start < until)) {
    due.push(window);
    window = windowAt(kind, period, window.end);
  }
  return due;
}
