import { Button, Group, Select, Stack } from '@mantine/core';
import { MAIN_WALLET } from '@sim/shared/wps/cashier';
import type { Balance } from '@sim/shared/wps/wallet';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../../components/AmountInput';
import { MoneyError } from '../../../components/MoneyError';
import { useIdempotentSubmit } from '../../../lib/form/use-idempotent-submit';
import { useZodForm } from '../../../lib/form/use-zod-form';
import { useWalletTransfer } from '../hooks';
import { transferFormSchema } from '../transfer-schema';
import { RecallAllButton } from './RecallAllButton';

/** Multi-wallet merchants: from one wallet to another, or every vendor wallet back to the main one. */
export function TransferForm({ balance }: { balance: Balance }) {
  const { t } = useTranslation();
  const transfer = useWalletTransfer();
  const { submit } = useIdempotentSubmit();
  const schema = useMemo(() => transferFormSchema(balance), [balance]);
  const firstVendor = balance.balance.find((w) => w.accountTypeName !== MAIN_WALLET)?.accountTypeName ?? '';
  const { form, field } = useZodForm(schema, { from: MAIN_WALLET, to: firstVendor, amount: '' });
  const wallets = balance.balance.map((w) => ({ value: w.accountTypeName, label: w.displayName }));

  const send = form.onSubmit(async ({ from, to, amount }) => {
    const order = await submit((requestId) =>
      transfer.mutateAsync({ from, to, amount: Number(amount), requestId }),
    );
    if (order) form.setFieldValue('amount', '');
  });

  return (
    <form onSubmit={send} noValidate aria-label={t('wallet.transfer')}>
      <Stack gap="sm">
        <Group grow align="flex-start">
          <Select
            name="from"
            label={t('wallet.from')}
            data={wallets}
            allowDeselect={false}
            data-testid="transfer-from"
            {...field('from')}
          />
          <Select
            name="to"
            label={t('wallet.to')}
            data={wallets}
            allowDeselect={false}
            data-testid="transfer-to"
            {...field('to')}
          />
        </Group>
        <AmountInput data-testid="transfer-amount" {...field('amount')} />
        <MoneyError error={transfer.error} testId="transfer-error" />
        <Group justify="space-between">
          <RecallAllButton />
          <Button type="submit" loading={transfer.isPending} data-testid="transfer-submit">
            {t('wallet.transferSubmit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
