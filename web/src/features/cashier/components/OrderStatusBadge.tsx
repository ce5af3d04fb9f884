import { Badge } from '@mantine/core';
import type { OrderStatus } from '@sim/shared/wps/cashier';
import { useTranslation } from 'react-i18next';

const DONE: readonly OrderStatus[] = ['SUCCESS', 'APPROVED', 'RECEIVED', 'AUTO_RECEIVED', 'FULLY_PAID'];
const WAITING: readonly OrderStatus[] = ['PENDING', 'PAID'];

function statusColor(status: OrderStatus): string {
  if (DONE.includes(status)) return 'teal';
  if (WAITING.includes(status)) return 'yellow';
  if (status === 'FORCED_RECEIVED') return 'gray';
  return 'red';
}

/** An order's status in the member's language. */
export function OrderStatusBadge({ status, testId }: { status: OrderStatus; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Badge size="sm" variant="light" color={statusColor(status)} data-testid={testId} data-status={status}>
      {t(`orders.statuses.${status}`)}
    </Badge>
  );
}
