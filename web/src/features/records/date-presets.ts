// The betting record's date ranges (platform-spec.md section 9: date pickers offer the next and
// previous 7 and 30 days), in the browser's time zone, from the start of the first day to the end
// of the last.
import dayjs from 'dayjs';

export const DATE_PRESETS = ['today', 'previous7', 'previous30', 'next7', 'next30'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

/** A record is history: its filters offer only days that have been (the next days find nothing). */
export const HISTORY_PRESETS = ['today', 'previous7', 'previous30'] as const satisfies readonly DatePreset[];

const DAYS: Record<DatePreset, number> = { today: 1, previous7: 7, previous30: 30, next7: 7, next30: 30 };

export interface DateRange {
  startDate: number;
  endDate: number;
}

export function presetRange(preset: DatePreset, now: number): DateRange {
  const today = dayjs(now).startOf('day');
  const span = DAYS[preset] - 1;
  const first = preset.startsWith('next') ? today : today.subtract(span, 'day');
  const last = preset.startsWith('next') ? today.add(span, 'day') : today;
  return { startDate: first.valueOf(), endDate: last.endOf('day').valueOf() };
}
