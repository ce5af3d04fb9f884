import { Divider, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useConfirmationList } from '../hooks';
import { ConfirmationItem } from './ConfirmationItem';

/** The withdrawals paid out that wait for the member's word (spec section 4, withdrawal confirmation). */
export function ConfirmationList() {
  const { t } = useTranslation();
  const list = useConfirmationList().data?.list ?? [];
  if (list.length === 0) return null;

  return (
    <Stack gap="sm" data-testid="confirmation-list">
      <Divider />
      <Title order={3} size="h5">
        {t('cashier.confirm.title')}
      </Title>
      {list.map((order) => (
        <ConfirmationItem key={order.referenceNo} order={order} />
      ))}
    </Stack>
  );
}
