// The date range of a report: given bounds, or the last 7 days on the simulated clock.
import { PlatformError } from '../../foundation/errors.ts';

const DAY_MS = 86_400_000;
const MAX_RANGE_MS = 366 * DAY_MS;

function toDate(value: string | number | undefined, name: string): Date | undefined {
  if (value === undefined) return undefined;
  const date = new Date(typeof value === 'number' ? value : /^\d+$/.test(value) ? Number(value) : value);
  if (Number.isNaN(date.getTime()))
    throw PlatformError.of('requestParamError', { message: `${name} is not a date` });
  return date;
}

export function dateRange(
  startDate: string | number | undefined,
  endDate: string | number | undefined,
  now: Date,
) {
  const end = toDate(endDate, 'endDate') ?? now;
  const start = toDate(startDate, 'startDate') ?? new Date(end.getTime() - 7 * DAY_MS);
  if (start > end) throw PlatformError.of('requestParamError', { message: 'startDate is after endDate' });
  if (end.getTime() - start.getTime() > MAX_RANGE_MS)
    throw PlatformError.of('requestParamError', { message: 'the range is longer than a year' });
  return { start, end };
}
