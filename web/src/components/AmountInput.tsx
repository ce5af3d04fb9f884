import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A money amount, typed as text (the form's rule reads it): the decimal keypad on phones, no
 * autofill. Deposits, withdrawals, wallet and upline transfers.
 */
export function AmountInput({ label, ...props }: TextInputProps & { 'data-testid'?: string }) {
  const { t } = useTranslation();
  return (
    <TextInput
      name="amount"
      label={label ?? t('cashier.amount')}
      inputMode="decimal"
      autoComplete="off"
      {...props}
    />
  );
}
