import { Alert, Group, Text } from '@mantine/core';
import type { Order } from '@sim/shared/wps/cashier';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../lib/format/use-money';
import { OrderStatusBadge } from './OrderStatusBadge';

/** The order a money form just created: its reference number, amount and status. */
export function OrderResult({ order, testId }: { order: Order; testId: string }) {
  const { t } = useTranslation();
  const money = useMoney();

  return (
    <Alert
      color="teal"
      variant="light"
      icon={<IconCircleCheck size={18} />}
      title={t('orders.created')}
      data-testid={testId}
    >
      <Group gap="xs" wrap="wrap">
        <Text size="sm">
          {t('orders.referenceNo')}:{' '}
          <Text span fw={700} data-testid={`${testId}-reference`}>
            {order.referenceNo}
          </Text>
        </Text>
        <Text size="sm">{money(order.amount)}</Text>
        <OrderStatusBadge status={order.status} testId={`${testId}-status`} />
      </Group>
    </Alert>
  );
}
