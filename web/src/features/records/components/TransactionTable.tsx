import type { Order } from '@sim/shared/wps/cashier';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/format';
import { useMoney } from '../../../lib/format/use-money';
import { OrderStatusBadge } from '../../cashier/components/OrderStatusBadge';
import { type RecordColumn, RecordTable } from './RecordTable';

function orderColumns(t: TFunction, money: (amount: number) => string): RecordColumn<Order>[] {
  return [
    { key: 'referenceNo', header: t('orders.referenceNo'), cell: (o) => o.referenceNo },
    { key: 'applyTime', header: t('orders.applyTime'), cell: (o) => formatDateTime(o.applyTime) },
    { key: 'type', header: t('orders.type'), cell: (o) => t(`orders.types.${o.type}`) },
    {
      key: 'amount',
      header: t('orders.amount'),
      align: 'right',
      testId: 'order-amount',
      cell: (o) => money(o.amount),
    },
    { key: 'status', header: t('orders.status'), cell: (o) => <OrderStatusBadge status={o.status} /> },
  ];
}

/** Orders as the account record and the bonus details list them. */
export function TransactionTable({ orders, rowTestId }: { orders: Order[]; rowTestId: string }) {
  const { t } = useTranslation();
  const money = useMoney();

  return (
    <RecordTable
      rows={orders}
      columns={orderColumns(t, money)}
      rowKey={(o) => o.referenceNo}
      rowTestId={rowTestId}
      testId={`${rowTestId}-table`}
      empty={t('records.emptyPeriod')}
    />
  );
}
