import { Button, Stack } from '@mantine/core';
import type { Order } from '@sim/shared/wps/cashier';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../../components/AmountInput';
import { PaymentPasswordInput } from '../../../components/PaymentPasswordInput';
import { useIdempotentSubmit } from '../../../lib/form/use-idempotent-submit';
import { useZodForm } from '../../../lib/form/use-zod-form';
import { useMoney } from '../../../lib/format/use-money';
import { useMainBalance } from '../../wallet/use-main-balance';
import { amountParams } from '../amount-rule';
import { uplineFormSchema } from '../cashier-schemas';
import { useUplineTransfer } from '../hooks';
import { MoneyOutError } from './MoneyOutError';

interface UplineFormProps {
  onCreated: (order: Order) => void;
  /** shown but locked when the member may not transfer to the upline */
  disabled?: boolean;
}

/** Amount (at most the main wallet) and the payment password: money to the upline agent. */
export function UplineForm({ onCreated, disabled = false }: UplineFormProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const available = useMainBalance();
  const transfer = useUplineTransfer();
  const { submit } = useIdempotentSubmit();
  const limits = useMemo(() => ({ available }), [available]);
  const schema = useMemo(() => uplineFormSchema(limits), [limits]);
  const { form, field } = useZodForm(
    schema,
    { amount: '', paymentPassword: '' },
    { messageParams: () => amountParams(limits, money) },
  );

  const send = form.onSubmit(async ({ amount, paymentPassword }) => {
    const order = await submit((requestId) =>
      transfer.mutateAsync({ amount: Number(amount), paymentPassword, requestId }),
    );
    if (order) {
      form.reset();
      onCreated(order);
    }
  });

  return (
    <form onSubmit={send} noValidate aria-label={t('cashier.upline.title')}>
      <Stack gap="sm">
        <AmountInput
          description={
            available !== undefined ? t('cashier.upline.available', { amount: money(available) }) : undefined
          }
          disabled={disabled}
          data-testid="upline-amount"
          {...field('amount')}
        />
        <PaymentPasswordInput
          disabled={disabled}
          data-testid="upline-payment-password"
          {...field('paymentPassword')}
        />
        <MoneyOutError error={transfer.error} testId="upline-error" />
        <Button type="submit" loading={transfer.isPending} disabled={disabled} data-testid="upline-submit">
          {t('cashier.upline.submit')}
        </Button>
      </Stack>
    </form>
  );
}
