import { describe, expect, it } from 'vitest';
import { formatPoints } from './format-points';

describe('points', () => {
  it('show whole points without decimals and a fraction with two', () => {
    expect(formatPoints(1250)).toBe('1,250');
    expect(formatPoints(0)).toBe('0');
    expect(formatPoints(12.5)).toBe('12.50');
    expect(formatPoints(-300)).toBe('-300');
  });
});
