import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { describeMoneyError, errorCodeOf } from '../lib/errors';
import { useMoney } from '../lib/use-money';

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
