import { Button, Stack, Text } from '@mantine/core';
import type { Order } from '@sim/shared/wps/cashier';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../../components/AmountInput';
import { PaymentPasswordInput } from '../../../components/PaymentPasswordInput';
import { useIdempotentSubmit } from '../../../lib/form/use-idempotent-submit';
import { useZodForm } from '../../../lib/form/use-zod-form';
import { useMoney } from '../../../lib/format/use-money';
import { amountParams } from '../../cashier/amount-rule';
import { uplineFormSchema } from '../../cashier/cashier-schemas';
import { MoneyOutError } from '../../cashier/components/MoneyOutError';
import { OrderResult } from '../../cashier/components/OrderResult';
import { useMainBalance } from '../../wallet/use-main-balance';
import { useDownlineTransfer } from '../team-hooks';

/**
 * Money from the agent's main wallet to a team member's: the amount (at most the main wallet) and the
 * payment password, the same rules as a transfer to the upline, sent encrypted and idempotent.
 */
export function DownlineTransferForm({ username }: { username: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const available = useMainBalance();
  const transfer = useDownlineTransfer();
  const { submit } = useIdempotentSubmit();
  const [created, setCreated] = useState<Order | null>(null);
  const limits = useMemo(() => ({ available }), [available]);
  const schema = useMemo(() => uplineFormSchema(limits), [limits]);
  const { form, field } = useZodForm(
    schema,
    { amount: '', paymentPassword: '' },
    { messageParams: () => amountParams(limits, money) },
  );

  const send = form.onSubmit(async ({ amount, paymentPassword }) => {
    setCreated(null);
    const order = await submit((requestId) =>
      transfer.mutateAsync({ username, amount: Number(amount), paymentPassword, requestId }),
    );
    if (order) {
      form.reset();
      setCreated(order);
    }
  });

  return (
    <form onSubmit={send} noValidate aria-label={t('agent.team.transferTo', { username })}>
      <Stack gap="sm" maw={420}>
        <Text fw={700}>{t('agent.team.transferTo', { username })}</Text>
        {created && <OrderResult order={created} testId="downline-transfer-result" />}
        <AmountInput
          description={
            available !== undefined ? t('cashier.upline.available', { amount: money(available) }) : undefined
          }
          data-testid="downline-transfer-amount"
          {...field('amount')}
        />
        <PaymentPasswordInput data-testid="downline-transfer-password" {...field('paymentPassword')} />
        <MoneyOutError error={transfer.error} testId="downline-transfer-error" />
        <Button type="submit" loading={transfer.isPending} data-testid="downline-transfer-submit">
          {t('agent.team.transfer')}
        </Button>
      </Stack>
    </form>
  );
}
