// The amount a member types (spec section 9: money has 2 decimals): a positive number with at most 2
// decimals (the shared amountSchema), within the channel's or the site's limits, and not more than the
// wallet holds. Messages are i18n keys; (min)/(max) come from amountParams.
import { amountSchema } from '@sim/shared/wps/cashier';
import type { z } from 'zod';
import { refineKey } from '../../lib/form/field-rules';

export interface AmountLimits {
  min?: number;
  max?: number;
  /** what the paying wallet holds */
  available?: number;
}

const PLAIN_DECIMAL = /^\d+(\.\d+)?$/;

export function amountMessageKey(value: string, limits: AmountLimits): string | null {
  const text = value.trim();
  if (!text) return 'validation.required';
  if (!PLAIN_DECIMAL.test(text) || !amountSchema.safeParse(text).success) return 'cashier.amountInvalid';
  const amount = Number(text);
  if (
    (limits.min !== undefined && amount < limits.min) ||
    (limits.max !== undefined && amount > limits.max)
  ) {
    return 'cashier.amountRange';
  }
  if (limits.available !== undefined && amount > limits.available) return 'errors.INSUFFICIENT_BALANCE';
  return null;
}

export function refineAmount(ctx: z.RefinementCtx, path: string, value: string, limits: AmountLimits): void {
  refineKey(ctx, path, amountMessageKey(value, limits));
}

/** The (min)/(max) of 'cashier.amountRange', as money. */
export function amountParams(limits: AmountLimits, money: (amount: number) => string) {
  return { min: money(limits.min ?? 0), max: money(limits.max ?? 0) };
}
