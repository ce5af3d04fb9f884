import { Alert } from '@mantine/core';
import { ERRORS } from '@sim/shared/error-codes';
import { amountRangeSchema, paymentPasswordTriesSchema } from '@sim/shared/wps/cashier';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { WireError } from '../api/wire';
import { describeError, errorCodeOf } from '../lib/feedback/errors';
import { useMoney } from '../lib/format/use-money';

/** Why a money call was refused, under its form; nothing when it was not. */
export function MoneyError({ error, testId }: { error: unknown; testId: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  if (!error) return null;
  return (
    <Alert color="red" variant="light" data-testid={testId} data-error-code={errorCodeOf(error) ?? undefined}>
      {describeMoneyError(error, t, money)}
    </Alert>
  );
}

/** A refused money call in the member's language; an amount out of range says the range. */
function describeMoneyError(error: unknown, t: TFunction, money: (amount: number) => string): string {
  if (error instanceof WireError && error.errorCode === ERRORS.amountOutOfRange.errorCode) {
    const range = amountRangeSchema.safeParse(error.value);
    if (range.success)
      return t('cashier.amountRange', { min: money(range.data.min), max: money(range.data.max) });
  }
  // a wrong payment password says how many tries are left before the 30-minute lock
  if (error instanceof WireError && error.errorCode === ERRORS.paymentPasswordIncorrect.errorCode) {
    const tries = paymentPasswordTriesSchema.safeParse(error.value);
    if (tries.success) return t('cashier.pinTriesLeft', { count: tries.data.remainingTries });
  }
  return describeError(error, t);
}
