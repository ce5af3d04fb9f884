import { describe, expect, it } from 'vitest';
import { amountMessageKey } from './amount-rule';

const limits = { min: 100, max: 5000, available: 1200 };

describe('the amount a member types', () => {
  it('passes a positive amount within the limits and the balance', () => {
    expect(amountMessageKey('100', limits)).toBeNull();
    expect(amountMessageKey(' 1200.50 ', { ...limits, available: 1200.5 })).toBeNull();
  });

  it('is required', () => {
    expect(amountMessageKey('  ', limits)).toBe('validation.required');
  });

  it('has at most 2 decimals and no other notation', () => {
    expect(amountMessageKey('10.123', limits)).toBe('cashier.amountInvalid');
    expect(amountMessageKey('1e3', limits)).toBe('cashier.amountInvalid');
    expect(amountMessageKey('-5', limits)).toBe('cashier.amountInvalid');
    expect(amountMessageKey('0', limits)).toBe('cashier.amountInvalid');
  });

  it('stays within the limits, then within the balance', () => {
    expect(amountMessageKey('99.99', limits)).toBe('cashier.amountRange');
    expect(amountMessageKey('5000.01', limits)).toBe('cashier.amountRange');
    expect(amountMessageKey('1300', limits)).toBe('errors.INSUFFICIENT_BALANCE');
  });
});
