import { describe, expect, it } from 'vitest';
import { MONEY_MAX, moneyNumberSchema, moneySchema, positiveMoneySchema } from './money-schema.ts';

describe('money as requests carry it', () => {
  it.each([
    [500, 500],
    ['500', 500],
    ['12.5', 12.5],
    ['12.50', 12.5],
    [0.01, 0.01],
    [MONEY_MAX, MONEY_MAX],
  ])('takes %j as %d', (input, amount) => {
    expect(positiveMoneySchema.parse(input)).toBe(amount);
  });

  it.each([
    ['0x10'],
    ['1e1'],
    [' 500 '],
    ['500 '],
    ['+5'],
    ['-5'],
    ['5.001'],
    ['.5'],
    ['5.'],
    [''],
    ['Infinity'],
    [[5]],
    [true],
    [null],
    [{}],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [1e20],
    [MONEY_MAX + 1],
    [1.005],
    [0],
    [-1],
  ])('refuses %j as a positive amount', (input) => {
    expect(positiveMoneySchema.safeParse(input).success).toBe(false);
  });

  it('takes signed numbers where adjustments need them, bounded both ways', () => {
    expect(moneyNumberSchema.parse(-25.5)).toBe(-25.5);
    expect(moneySchema.safeParse(-MONEY_MAX - 1).success).toBe(false);
    expect(moneyNumberSchema.safeParse('25').success).toBe(false);
  });
});
