import { ActionIcon } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useBalance } from '../hooks';

/** Asks for the balance again, spinning while it loads (header, side menu, My wallet). */
export function RefreshBalanceButton({ testId }: { testId: string }) {
  const { t } = useTranslation();
  const balance = useBalance();
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      onClick={() => void balance.refetch()}
      loading={balance.isFetching}
      aria-label={t('balance.refresh')}
      data-testid={testId}
    >
      <IconRefresh size={18} />
    </ActionIcon>
  );
}
