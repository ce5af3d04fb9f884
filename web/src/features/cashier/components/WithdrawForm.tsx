import { Button, Select, Stack, TextInput } from '@mantine/core';
import type { Order, WithdrawSettings } from '@sim/shared/wps/cashier';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../../components/AmountInput';
import { PaymentPasswordInput } from '../../../components/PaymentPasswordInput';
import { useIdempotentSubmit } from '../../../lib/form/use-idempotent-submit';
import { useZodForm } from '../../../lib/form/use-zod-form';
import { useMoney } from '../../../lib/format/use-money';
import { useCodeLabels } from '../../../lib/labels/code-labels';
import { type AmountLimits, amountParams } from '../amount-rule';
import { withdrawFormSchema } from '../cashier-schemas';
import { useWithdraw } from '../hooks';
import { MoneyOutError } from './MoneyOutError';

interface WithdrawFormProps {
  settings: WithdrawSettings;
  onCreated: (order: Order) => void;
  /** a new try starts: the page takes down the last order's banner, so it never stands beside a new error */
  onSubmitting?: () => void;
}

/** Amount within the limits and the balance, bank, account number, payment password. */
export function WithdrawForm({ settings, onCreated, onSubmitting }: WithdrawFormProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const labels = useCodeLabels();
  const withdraw = useWithdraw();
  const { submit } = useIdempotentSubmit();
  const limits: AmountLimits = useMemo(
    () => ({
      min: settings.minimumAmount,
      max: settings.maximumAmount,
      available: settings.availableBalance,
    }),
    [settings],
  );
  const schema = useMemo(() => withdrawFormSchema(limits), [limits]);
  const { form, field } = useZodForm(
    schema,
    { amount: '', bankCode: settings.banks[0] ?? '', accountNo: '', paymentPassword: '' },
    { messageParams: () => amountParams(limits, money) },
  );

  const send = form.onSubmit(async ({ amount, bankCode, accountNo, paymentPassword }) => {
    onSubmitting?.();
    const order = await submit((requestId) =>
      withdraw.mutateAsync({
        amount: Number(amount),
        bankCode,
        accountNo: accountNo.trim(),
        paymentPassword,
        requestId,
      }),
    );
    if (order) {
      form.setValues({ amount: '', paymentPassword: '' });
      onCreated(order);
    }
  });

  return (
    <form onSubmit={send} noValidate aria-label={t('cashier.withdraw.title')}>
      <Stack gap="sm">
        <AmountInput
          description={t('cashier.amountHint', amountParams(limits, money))}
          data-testid="withdraw-amount"
          {...field('amount')}
        />
        <Select
          name="bankCode"
          label={t('cashier.withdraw.bank')}
          data={settings.banks.map((code) => ({ value: code, label: labels.bank(code) }))}
          allowDeselect={false}
          data-testid="withdraw-bank"
          {...field('bankCode')}
        />
        <TextInput
          name="accountNo"
          label={t('cashier.withdraw.accountNo')}
          autoComplete="off"
          data-testid="withdraw-account-no"
          {...field('accountNo')}
        />
        <PaymentPasswordInput data-testid="withdraw-payment-password" {...field('paymentPassword')} />
        <MoneyOutError error={withdraw.error} testId="withdraw-error" />
        <Button
          type="submit"
          loading={withdraw.isPending}
          disabled={settings.remainingCount <= 0}
          data-testid="withdraw-submit"
        >
          {t('cashier.withdraw.submit')}
        </Button>
      </Stack>
    </form>
  );
}
