import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A payment password (six digits): the numeric keypad on phones, never filled in by the browser's
 * password manager (it would offer the login password). Withdrawals, upline transfers and the form
 * that sets it.
 */
export function PaymentPasswordInput({
  name = 'paymentPassword',
  label,
  ...props
}: PasswordInputProps & { 'data-testid'?: string }) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      name={name}
      label={label ?? t('security.paymentPassword')}
      inputMode="numeric"
      autoComplete="off"
      {...props}
    />
  );
}
