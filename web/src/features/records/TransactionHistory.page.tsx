import { Stack } from '@mantine/core';
import { ORDER_STATUSES, ORDER_TYPES, type OrderStatus, type OrderType } from '@sim/shared/wps/cashier';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../components/QueryView';
import { FilterSelect } from './components/FilterSelect';
import { RecordFilters } from './components/RecordFilters';
import { RecordPager } from './components/RecordPager';
import { TransactionTable } from './components/TransactionTable';
import { useTransactionHistory } from './hooks';
import { useRangeFilter } from './use-range-filter';

/** Member centre, transactionHistory (the account record): orders by period, type and status, paged. */
export function TransactionHistoryPage() {
  const { t } = useTranslation();
  const filter = useRangeFilter();
  const [type, setType] = useState<OrderType | null>(null);
  const [status, setStatus] = useState<OrderStatus | null>(null);
  const history = useTransactionHistory({
    ...filter.range,
    type: type ?? undefined,
    status: status ?? undefined,
    pageNo: filter.pageNo,
  });

  return (
    <Stack gap="md">
      <RecordFilters filter={filter}>
        <FilterSelect
          values={ORDER_TYPES}
          label={(value) => t(`orders.types.${value}`)}
          value={type}
          onChange={(value) => {
            setType(value);
            filter.restart();
          }}
          placeholder={t('orders.allTypes')}
          ariaLabel={t('orders.type')}
          testId="record-type-filter"
        />
        <FilterSelect
          values={ORDER_STATUSES}
          label={(value) => t(`orders.statuses.${value}`)}
          value={status}
          onChange={(value) => {
            setStatus(value);
            filter.restart();
          }}
          placeholder={t('orders.allStatuses')}
          ariaLabel={t('orders.status')}
          testId="record-status-filter"
        />
      </RecordFilters>
      <QueryView query={history}>
        {(data) => (
          <>
            <TransactionTable orders={data.list} rowTestId="record-row" />
            <RecordPager filter={filter} totalPages={data.totalPages} />
          </>
        )}
      </QueryView>
    </Stack>
  );
}
