import { ActionIcon, Alert, Group, Stack, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../components/QueryView';
import { TransferForm } from './components/TransferForm';
import { WalletList } from './components/WalletList';
import { useBalance, useMerchantWallet } from './hooks';

/** Member centre, transferFund (My wallet): every balance, and transfers where the merchant has vendor wallets. */
export function TransferFundPage() {
  const { t } = useTranslation();
  const balance = useBalance();
  const single = useMerchantWallet().data?.isSingle;

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={3} size="h5">
          {t('wallet.balances')}
        </Title>
        <ActionIcon
          variant="subtle"
          color="gray"
          onClick={() => void balance.refetch()}
          loading={balance.isFetching}
          aria-label={t('balance.refresh')}
          data-testid="wallet-refresh"
        >
          <IconRefresh size={18} />
        </ActionIcon>
      </Group>
      <QueryView query={balance}>
        {(data) => (
          <>
            <WalletList balance={data} />
            {single === true && (
              <Alert color="blue" variant="light" data-testid="wallet-single-note">
                {t('wallet.singleNote')}
              </Alert>
            )}
            {single === false && (
              <>
                <Title order={3} size="h5">
                  {t('wallet.transfer')}
                </Title>
                <TransferForm balance={data} />
              </>
            )}
          </>
        )}
      </QueryView>
    </Stack>
  );
}
