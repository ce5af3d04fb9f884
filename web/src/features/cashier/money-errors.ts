import { ERRORS } from '@sim/shared/error-codes';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { WireError } from '../../api/wire';
import { describeError, errorCodeOf } from '../../lib/errors';

/** AMOUNT_OUT_OF_RANGE carries the limits it broke (shared/ does not declare this value yet). */
const amountRangeSchema = z.object({ min: z.number(), max: z.number() });

/** A refused money call in the member's language; an amount out of range says the range. */
export function describeMoneyError(error: unknown, t: TFunction, money: (amount: number) => string): string {
  if (error instanceof WireError && error.errorCode === ERRORS.amountOutOfRange.errorCode) {
    const range = amountRangeSchema.safeParse(error.value);
    if (range.success)
      return t('cashier.amountRange', { min: money(range.data.min), max: money(range.data.max) });
  }
  return describeError(error, t);
}

export function isPaymentPasswordMissing(error: unknown): boolean {
  return errorCodeOf(error) === ERRORS.paymentPasswordNotSet.errorCode;
}
