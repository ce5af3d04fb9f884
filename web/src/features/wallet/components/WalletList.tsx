import { Group, Paper, Stack, Text } from '@mantine/core';
import type { Balance } from '@sim/shared/wps/wallet';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../use-money';

/** Every wallet the member holds with its balance, and the total. */
export function WalletList({ balance }: { balance: Balance }) {
  const { t } = useTranslation();
  const money = useMoney();

  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap={6}>
        {balance.balance.map((wallet) => (
          <Group
            key={wallet.accountTypeName}
            justify="space-between"
            data-testid={`wallet-row-${wallet.accountTypeName}`}
          >
            <Text size="sm">{wallet.displayName}</Text>
            <Text size="sm" fw={600} data-testid="wallet-balance">
              {money(wallet.availBalance)}
            </Text>
          </Group>
        ))}
        <Group
          justify="space-between"
          pt={6}
          style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
        >
          <Text fw={700}>{t('wallet.total')}</Text>
          <Text fw={800} data-testid="wallet-total">
            {money(balance.sumBalance)}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
