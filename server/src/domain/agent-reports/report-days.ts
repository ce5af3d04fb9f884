// The days a team report covers. Team reports are by whole UTC days (the day figures are kept by UTC
// day): a preset on the simulated clock, or the days of startDate and endDate (parsed and bounded by
// the member records' dateRange), or, with neither, the last 7 days.
import type { TeamReportPreset } from '@sim/shared/wps/agent-reports';
import { dateRange } from '../reports/date-range.ts';

const DAY_MS = 86_400_000;

/** Inclusive UTC days, YYYY-MM-DD, and the instants that bound them. */
export interface ReportDays {
  startDay: string;
  endDay: string;
  start: Date;
  end: Date;
}

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const startOfDay = (ms: number) => Math.floor(ms / DAY_MS) * DAY_MS;

/** [first, last] day offsets from today of each preset (platform-spec.md section 9). */
const PRESET_OFFSETS: Record<TeamReportPreset, [number, number]> = {
  today: [0, 0],
  yesterday: [-1, -1],
  previous7: [-6, 0],
  previous30: [-29, 0],
  next7: [0, 6],
  next30: [0, 29],
};

function daysBetween(firstMs: number, lastMs: number): ReportDays {
  const start = startOfDay(firstMs);
  const last = startOfDay(lastMs);
  return {
    startDay: dayOf(start),
    endDay: dayOf(last),
    start: new Date(start),
    end: new Date(last + DAY_MS - 1),
  };
}

export function reportDays(
  query: { preset?: TeamReportPreset; startDate?: string | number; endDate?: string | number },
  now: Date,
): ReportDays {
  const today = startOfDay(now.getTime());
  const preset =
    query.preset ?? (query.startDate === undefined && query.endDate === undefined ? 'previous7' : undefined);
  if (preset) {
    const [first, last] = PRESET_OFFSETS[preset];
    return daysBetween(today + first * DAY_MS, today + last * DAY_MS);
  }
  const { start, end } = dateRange(query.startDate, query.endDate, now);
  return daysBetween(start.getTime(), end.getTime());
}

/** The answer's echo of the range: ms epoch of its first and last instant. */
export const resolvedRange = (days: ReportDays) => ({
  startDate: days.start.getTime(),
  endDate: days.end.getTime(),
});
