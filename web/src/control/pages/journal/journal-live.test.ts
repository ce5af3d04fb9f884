import { describe, expect, it } from 'vitest';
import { nextAfterId, prependEntries, statusColour } from './journal-live';

const entries = (...ids: number[]) => ids.map((id) => ({ id }));

describe('prependEntries', () => {
  it('puts a poll’s new entries on top, newest first', () => {
    expect(prependEntries(entries(3, 2, 1), entries(5, 4))).toEqual(entries(5, 4, 3, 2, 1));
  });

  it('shows an entry once even when two polls overlap', () => {
    expect(prependEntries(entries(4, 3), entries(5, 4))).toEqual(entries(5, 4, 3));
  });

  it('drops the oldest past the cap', () => {
    expect(prependEntries(entries(3, 2, 1), entries(5, 4), 3)).toEqual(entries(5, 4, 3));
  });

  it('keeps the same array when a poll brings nothing (no re-render)', () => {
    const shown = entries(2, 1);
    expect(prependEntries(shown, [])).toBe(shown);
  });
});

describe('nextAfterId', () => {
  it('is the newest id seen so far', () => {
    expect(nextAfterId(undefined, [])).toBeUndefined();
    expect(nextAfterId(undefined, entries(7, 6))).toBe(7);
    expect(nextAfterId(7, [])).toBe(7);
    expect(nextAfterId(9, entries(8))).toBe(9);
  });
});

describe('statusColour', () => {
  it('colours by status class', () => {
    expect([200, 302, 401, 503].map(statusColour)).toEqual(['teal', 'blue', 'orange', 'red']);
  });
});
