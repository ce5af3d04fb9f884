import { z } from 'zod';

/** how far the clock moves at once, either way: a century (a Date holds far more, but nobody needs it) */
export const MAX_CLOCK_MOVE_MS = 100 * 365 * 86_400_000;
const span = z.number().finite().optional();
interface ClockMove {
  minutes?: number;
  hours?: number;
  days?: number;
  seconds?: number;
}

export const advanceClockInput = z
  .object({ minutes: span, hours: span, days: span, seconds: span })
  .refine((v) => Object.values(v).some((n) => n !== undefined), 'give minutes, hours, days or seconds')
  .refine((v) => Math.abs(advanceMs(v)) <= MAX_CLOCK_MOVE_MS, 'the clock moves at most a century at once');

export const setClockInput = z.object({
  /** an ISO time or ms epoch, within the years 1970-2200 */
  at: z.union([z.string().datetime({ offset: true }), z.number().int().min(0).max(7_258_118_400_000)]),
});

export function advanceMs(input: ClockMove): number {
  return (
    (input.seconds ?? 0) * 1000 +
    (input.minutes ?? 0) * 60_000 +
    (input.hours ?? 0) * 3_600_000 +
    (input.days ?? 0) * 86_400_000
  );
}
