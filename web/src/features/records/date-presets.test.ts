import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { presetRange } from './date-presets';

const NOW = new Date(2026, 10, 22, 15, 30).getTime();
const day = (range: { startDate: number; endDate: number }) => [
  dayjs(range.startDate).format('YYYY-MM-DD HH:mm:ss'),
  dayjs(range.endDate).format('YYYY-MM-DD HH:mm:ss'),
];

describe('betting record date presets', () => {
  it('covers today from midnight to the last second', () => {
    expect(day(presetRange('today', NOW))).toEqual(['2026-11-22 00:00:00', '2026-11-22 23:59:59']);
  });

  it('offers the previous and next 7 and 30 days, today included', () => {
    expect(day(presetRange('previous7', NOW))).toEqual(['2026-11-16 00:00:00', '2026-11-22 23:59:59']);
    expect(day(presetRange('previous30', NOW))).toEqual(['2026-10-24 00:00:00', '2026-11-22 23:59:59']);
    expect(day(presetRange('next7', NOW))).toEqual(['2026-11-22 00:00:00', '2026-11-28 23:59:59']);
    expect(day(presetRange('next30', NOW))).toEqual(['2026-11-22 00:00:00', '2026-12-21 23:59:59']);
  });
});
