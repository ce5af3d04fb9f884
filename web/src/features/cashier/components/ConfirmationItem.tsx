import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { Order } from '@sim/shared/wps/cashier';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyError } from '../../../components/MoneyError';
import { useIdempotentSubmit } from '../../../lib/form/use-idempotent-submit';
import { formatDateTime } from '../../../lib/format/format';
import { useMoney } from '../../../lib/format/use-money';
import { useCodeLabels } from '../../../lib/labels/code-labels';
import { useConfirmReceipt } from '../hooks';
import { NotReceivedForm } from './NotReceivedForm';
import { OrderStatusBadge } from './OrderStatusBadge';

/** A paid withdrawal awaiting the member's word: received, or not received with proof. */
export function ConfirmationItem({ order }: { order: Order }) {
  const { t } = useTranslation();
  const money = useMoney();
  const labels = useCodeLabels();
  const confirm = useConfirmReceipt();
  // the confirmation carries no requestId: the guard alone keeps a double click to one call
  const { submit } = useIdempotentSubmit();
  const [reporting, setReporting] = useState(false);
  const { referenceNo } = order;
  const awaiting = order.status === 'PAID';

  return (
    <Paper withBorder radius="md" p="sm" data-testid={`confirmation-row-${referenceNo}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <div>
            <Text fw={700}>{money(order.amount)}</Text>
            <Text size="xs" c="dimmed">
              {[referenceNo, order.channel && labels.bank(order.channel), formatDateTime(order.applyTime)]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </div>
          <OrderStatusBadge status={order.status} />
        </Group>
        {awaiting && order.dueTime !== null && (
          <Text size="sm" c="dimmed" data-testid={`confirmation-due-${referenceNo}`}>
            {t('cashier.confirm.due', { time: formatDateTime(order.dueTime) })}
          </Text>
        )}
        {awaiting && !reporting && (
          <Group gap="xs">
            <Button
              size="xs"
              color="teal"
              loading={confirm.isPending}
              onClick={() => void submit(() => confirm.mutateAsync({ referenceNo, action: 'RECEIVED' }))}
              data-testid={`confirm-received-${referenceNo}`}
            >
              {t('cashier.confirm.received')}
            </Button>
            <Button
              size="xs"
              variant="light"
              color="red"
              disabled={confirm.isPending}
              onClick={() => setReporting(true)}
              data-testid={`confirm-not-received-${referenceNo}`}
            >
              {t('cashier.confirm.notReceived')}
            </Button>
          </Group>
        )}
        <MoneyError error={confirm.error} testId={`confirmation-error-${referenceNo}`} />
        {awaiting && reporting && (
          <NotReceivedForm referenceNo={referenceNo} onCancel={() => setReporting(false)} />
        )}
      </Stack>
    </Paper>
  );
}
