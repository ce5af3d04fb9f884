import { useDebouncedValue } from '@mantine/hooks';
import type { OrderStatus, OrderType } from '@sim/shared/wps/cashier';
import { useState } from 'react';
import { text } from '../../../lib/form/form-input';
import { Section } from '../../components/Page';
import { QueryState } from '../../components/QueryState';
import { S } from '../../strings';
import { useOrders } from './hooks';
import { NO_FILTER, OrderFilters, type OrderFilterValues } from './OrderFilters';
import { OrderTable } from './OrderTable';

/** The orders of the chosen merchant, filtered, re-read every few seconds. */
export function OrdersSection() {
  const [filter, setFilter] = useState<OrderFilterValues>(NO_FILTER);
  const [username] = useDebouncedValue(filter.username, 300);
  const orders = useOrders({
    type: (filter.type || undefined) as OrderType | undefined,
    status: (filter.status || undefined) as OrderStatus | undefined,
    username: text(username),
  });
  return (
    <Section title={S.cashier.ordersTitle} testId="cashier-orders-section">
      <OrderFilters values={filter} onChange={setFilter} />
      <QueryState query={orders}>{(data) => <OrderTable orders={data} />}</QueryState>
    </Section>
  );
}
