import { Button, Stack } from '@mantine/core';
import type { DepositChannel, DepositOrder } from '@sim/shared/wps/cashier';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../../components/AmountInput';
import { MoneyError } from '../../../components/MoneyError';
import { useIdempotentSubmit } from '../../../lib/form/use-idempotent-submit';
import { useZodForm } from '../../../lib/form/use-zod-form';
import { useMoney } from '../../../lib/format/use-money';
import { amountParams } from '../amount-rule';
import { channelLimits, depositFormSchema } from '../cashier-schemas';
import { useDeposit } from '../hooks';
import { DepositChannels } from './DepositChannels';
import { QuickAmounts } from './QuickAmounts';

interface DepositFormProps {
  channels: readonly DepositChannel[];
  onCreated: (order: DepositOrder) => void;
}

/** Channel, amount within its limits, submit: a PENDING deposit order. */
export function DepositForm({ channels, onCreated }: DepositFormProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const deposit = useDeposit();
  const { submit } = useIdempotentSubmit();
  const schema = useMemo(() => depositFormSchema(channels), [channels]);
  const { form, field } = useZodForm(
    schema,
    { channelCode: channels[0]?.code ?? '', amount: '' },
    { messageParams: () => amountParams(limits, money) },
  );
  const limits = channelLimits(channels.find((c) => c.code === form.values.channelCode));

  const send = form.onSubmit(async ({ channelCode, amount }) => {
    const order = await submit((requestId) =>
      deposit.mutateAsync({ channelCode, amount: Number(amount), requestId }),
    );
    if (order) {
      form.setFieldValue('amount', '');
      onCreated(order);
    }
  });

  return (
    <form onSubmit={send} noValidate aria-label={t('cashier.deposit.title')}>
      <Stack gap="md">
        <DepositChannels
          channels={channels}
          value={form.values.channelCode}
          onChange={(code) => form.setFieldValue('channelCode', code)}
          error={field('channelCode').error}
        />
        <AmountInput
          description={
            limits.min !== undefined ? t('cashier.amountHint', amountParams(limits, money)) : undefined
          }
          data-testid="deposit-amount"
          {...field('amount')}
        />
        <QuickAmounts
          limits={limits}
          value={form.values.amount}
          onPick={(amount) => form.setFieldValue('amount', amount)}
        />
        <MoneyError error={deposit.error} testId="deposit-error" />
        <Button type="submit" loading={deposit.isPending} data-testid="deposit-submit">
          {t('cashier.deposit.submit')}
        </Button>
      </Stack>
    </form>
  );
}
