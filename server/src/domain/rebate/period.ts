// The cashback period the simulated now falls in (platform-spec.md 9: Daily, Weekly, Semimonthly,
// Monthly), in UTC: a day from 00:00, a week from Monday, half months from the 1st and the 16th.
import type { RebatePeriod } from '@sim/shared/relay/rebate';

const DAY_MS = 86_400_000;

export function periodWindow(period: RebatePeriod, now: Date): { start: Date; end: Date } {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const day = now.getUTCDate();
  switch (period) {
    case 'DAILY': {
      const start = Date.UTC(year, month, day);
      return { start: new Date(start), end: new Date(start + DAY_MS) };
    }
    case 'WEEKLY': {
      const sinceMonday = (now.getUTCDay() + 6) % 7;
      const start = Date.UTC(year, month, day - sinceMonday);
      return { start: new Date(start), end: new Date(start + 7 * DAY_MS) };
    }
    case 'SEMIMONTHLY':
      return day < 16
        ? { start: new Date(Date.UTC(year, month, 1)), end: new Date(Date.UTC(year, month, 16)) }
        : { start: new Date(Date.UTC(year, month, 16)), end: new Date(Date.UTC(year, month + 1, 1)) };
    case 'MONTHLY':
      return { start: new Date(Date.UTC(year, month, 1)), end: new Date(Date.UTC(year, month + 1, 1)) };
  }
}
