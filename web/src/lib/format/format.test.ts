import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format';

describe('formatDateTime', () => {
  it('writes local year-month-day hour:minute:second, zero-padded', () => {
    const early = new Date(2026, 0, 5, 3, 4, 9).getTime();
    expect(formatDateTime(early)).toBe('2026-01-05 03:04:09');
    expect(formatDateTime(new Date(2026, 11, 31, 23, 59, 58).getTime())).toBe('2026-12-31 23:59:58');
  });

  it('reads as dayjs did before (the format the rest of the site uses)', () => {
    for (const at of [0, 1_700_000_000_123, 1_795_000_000_000]) {
      expect(formatDateTime(at)).toBe(dayjs(at).format('YYYY-MM-DD HH:mm:ss'));
    }
  });
});
