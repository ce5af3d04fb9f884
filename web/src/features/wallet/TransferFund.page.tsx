import { Alert, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../components/QueryView';
import { RefreshBalanceButton } from './components/RefreshBalanceButton';
import { TransferForm } from './components/TransferForm';
import { WalletList } from './components/WalletList';
import { useBalance, useMerchantWallet } from './hooks';

/**
 * Member centre, transferFund (My wallet): transfers first where the merchant has vendor wallets
 * (what the member came to do), then every balance.
 */
export function TransferFundPage() {
  const { t } = useTranslation();
  const balance = useBalance();
  const single = useMerchantWallet().data?.isSingle;

  return (
    <QueryView query={balance}>
      {(data) => (
        <Stack gap="md">
          {single === false && (
            <>
              <Title order={3} size="h5">
                {t('wallet.transfer')}
              </Title>
              <TransferForm balance={data} />
            </>
          )}
          <Group justify="space-between">
            <Title order={3} size="h5">
              {t('wallet.balances')}
            </Title>
            <RefreshBalanceButton testId="wallet-refresh" />
          </Group>
          <WalletList balance={data} />
          {single === true && (
            <Alert color="blue" variant="light" data-testid="wallet-single-note">
              {t('wallet.singleNote')}
            </Alert>
          )}
        </Stack>
      )}
    </QueryView>
  );
}
