import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { MAIN_WALLET } from '@sim/shared/wps/cashier';
import type { Balance } from '@sim/shared/wps/wallet';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../lib/format/use-money';

type Wallet = Balance['balance'][number];

function WalletRow({ wallet }: { wallet: Wallet }) {
  const money = useMoney();
  return (
    <Group justify="space-between" wrap="nowrap" data-testid={`wallet-row-${wallet.accountTypeName}`}>
      <Text size="sm" truncate>
        {wallet.displayName}
      </Text>
      <Text size="sm" fw={600} data-testid="wallet-balance">
        {money(wallet.availBalance)}
      </Text>
    </Group>
  );
}

/**
 * The main wallet and the total first, then the vendor wallets: a multi-wallet site has dozens, so
 * only those holding money show until the member asks for all of them.
 */
export function WalletList({ balance }: { balance: Balance }) {
  const { t } = useTranslation();
  const money = useMoney();
  const [showAll, setShowAll] = useState(false);
  const main = balance.balance.find((w) => w.accountTypeName === MAIN_WALLET);
  const vendors = balance.balance.filter((w) => w.accountTypeName !== MAIN_WALLET);
  const shown = showAll ? vendors : vendors.filter((w) => w.availBalance !== 0);

  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap={6}>
        {main && <WalletRow wallet={main} />}
        {shown.length > 0 && (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" verticalSpacing={6}>
            {shown.map((wallet) => (
              <WalletRow key={wallet.accountTypeName} wallet={wallet} />
            ))}
          </SimpleGrid>
        )}
        {vendors.length > 0 && (
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => setShowAll((all) => !all)}
            data-testid="wallet-show-all"
            style={{ alignSelf: 'flex-start' }}
          >
            {showAll ? t('wallet.showFunded') : t('wallet.showAll', { count: vendors.length })}
          </Button>
        )}
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
