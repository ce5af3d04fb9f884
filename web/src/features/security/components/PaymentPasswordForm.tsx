import { Button, PasswordInput, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ERRORS } from '@sim/shared/error-codes';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PaymentPasswordInput } from '../../../components/PaymentPasswordInput';
import { useZodForm } from '../../../lib/form/use-zod-form';
import { reportPasswordError } from '../../password/password-errors';
import { useSetPaymentPassword } from '../hooks';
import { paymentPasswordFormSchema } from '../payment-password-schemas';

/** Where the server's refusals show: the wrong old payment password, the wrong login password. */
const PAYMENT_PASSWORD_ERROR_FIELDS = {
  oldPaymentPassword: [ERRORS.paymentPasswordIncorrect.errorCode],
  password: [ERRORS.incorrectPassword.errorCode, ERRORS.incorrectCredentials.errorCode],
  paymentPassword: [ERRORS.passwordFormat.errorCode],
  confirmPaymentPassword: [ERRORS.passwordMismatch.errorCode],
};

/** A new or old payment password is six digits: the inputs take no more. */
const PAYMENT_PASSWORD_LENGTH = 6;

/** Sets the first payment password (proved by the login password) or changes it (proved by the old one). */
export function PaymentPasswordForm({ hasPaymentPassword }: { hasPaymentPassword: boolean }) {
  const { t } = useTranslation();
  const save = useSetPaymentPassword();
  const schema = useMemo(() => paymentPasswordFormSchema(hasPaymentPassword), [hasPaymentPassword]);
  const { form, field } = useZodForm(schema, {
    oldPaymentPassword: '',
    paymentPassword: '',
    confirmPaymentPassword: '',
    password: '',
  });

  const send = form.onSubmit(({ oldPaymentPassword, paymentPassword, confirmPaymentPassword, password }) =>
    save.mutate(
      hasPaymentPassword
        ? { oldPaymentPassword, paymentPassword, confirmPaymentPassword }
        : { paymentPassword, confirmPaymentPassword, password },
      {
        onSuccess: () => {
          form.reset();
          notifications.show({ color: 'teal', message: t('security.paymentPasswordSaved') });
        },
        onError: (error) =>
          reportPasswordError(error, t, PAYMENT_PASSWORD_ERROR_FIELDS, (path, message) =>
            form.setFieldError(path, message),
          ),
      },
    ),
  );
  const title = hasPaymentPassword ? t('security.changePaymentPassword') : t('security.setPaymentPassword');

  return (
    <form onSubmit={send} noValidate aria-label={title} data-testid="payment-password-form">
      <Stack gap="sm">
        {hasPaymentPassword && (
          <PaymentPasswordInput
            name="oldPaymentPassword"
            label={t('security.oldPaymentPassword')}
            maxLength={PAYMENT_PASSWORD_LENGTH}
            data-testid="payment-password-old"
            {...field('oldPaymentPassword')}
          />
        )}
        <PaymentPasswordInput
          label={t('security.newPaymentPassword')}
          maxLength={PAYMENT_PASSWORD_LENGTH}
          data-testid="payment-password-new"
          {...field('paymentPassword')}
        />
        <PaymentPasswordInput
          name="confirmPaymentPassword"
          label={t('security.confirmPaymentPassword')}
          maxLength={PAYMENT_PASSWORD_LENGTH}
          data-testid="payment-password-confirm"
          {...field('confirmPaymentPassword')}
        />
        {!hasPaymentPassword && (
          <PasswordInput
            name="password"
            label={t('security.loginPassword')}
            autoComplete="current-password"
            data-testid="payment-password-login"
            {...field('password')}
          />
        )}
        <Button type="submit" loading={save.isPending} data-testid="payment-password-submit">
          {title}
        </Button>
      </Stack>
    </form>
  );
}
