import { Button, Stack } from '@mantine/core';
import { MAIN_WALLET } from '@sim/shared/wps/cashier';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MoneyError } from '../../../components/MoneyError';
import { useIdempotentSubmit } from '../../../lib/form/use-idempotent-submit';
import { useWalletTransfer } from '../hooks';

/** Every vendor wallet back to the main one (`from: ALL`). */
export function RecallAllButton() {
  const { t } = useTranslation();
  const recall = useWalletTransfer();
  const { submit } = useIdempotentSubmit();

  return (
    <Stack gap={4}>
      <Button
        variant="light"
        leftSection={<IconArrowBackUp size={16} />}
        loading={recall.isPending}
        onClick={() =>
          void submit((requestId) => recall.mutateAsync({ from: 'ALL', to: MAIN_WALLET, requestId }))
        }
        data-testid="transfer-recall-all"
      >
        {t('wallet.recallAll')}
      </Button>
      <MoneyError error={recall.error} testId="recall-error" />
    </Stack>
  );
}
