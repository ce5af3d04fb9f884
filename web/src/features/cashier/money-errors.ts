import { ERRORS } from '@sim/shared/error-codes';
import { amountRangeSchema } from '@sim/shared/wps/cashier';
import type { TFunction } from 'i18next';
import { WireError } from '../../api/wire';
import { describeError, errorCodeOf } from '../../lib/errors';

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
