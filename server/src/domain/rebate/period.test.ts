import { describe, expect, it } from 'vitest';
import { rebateMinorOf } from './computation.ts';
import { periodWindow } from './period.ts';

const iso = (window: { start: Date; end: Date }) => [window.start.toISOString(), window.end.toISOString()];

describe('periodWindow', () => {
  // a Wednesday in the second half of November
  const now = new Date('2026-11-18T17:30:00Z');

  it('is the UTC day, the week from Monday, the half month or the month the moment falls in', () => {
    expect(iso(periodWindow('DAILY', now))).toEqual(['2026-11-18T00:00:00.000Z', '2026-11-19T00:00:00.000Z']);
    expect(iso(periodWindow('WEEKLY', now))).toEqual([
      '2026-11-16T00:00:00.000Z',
      '2026-11-23T00:00:00.000Z',
    ]);
    expect(iso(periodWindow('SEMIMONTHLY', now))).toEqual([
      '2026-11-16T00:00:00.000Z',
      '2026-12-01T00:00:00.000Z',
    ]);
    expect(iso(periodWindow('SEMIMONTHLY', new Date('2026-11-15T23:59:59Z')))).toEqual([
      '2026-11-01T00:00:00.000Z',
      '2026-11-16T00:00:00.000Z',
    ]);
    expect(iso(periodWindow('MONTHLY', new Date('2026-12-31T23:00:00Z')))).toEqual([
      '2026-12-01T00:00:00.000Z',
      '2027-01-01T00:00:00.000Z',
    ]);
  });

  it('starts a week on Monday even on a Sunday', () => {
    expect(iso(periodWindow('WEEKLY', new Date('2026-11-22T10:00:00Z')))[0]).toBe('2026-11-16T00:00:00.000Z');
  });
});

describe('rebateMinorOf', () => {
  it('takes the percentage of a stake in minor units, rounded down', () => {
    expect(rebateMinorOf(10_000n, 0.8)).toBe(80n);
    expect(rebateMinorOf(999n, 0.5)).toBe(4n);
    expect(rebateMinorOf(1n, 0.3)).toBe(0n);
  });
});
