import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../components/QueryView';
import { useMoney } from '../../lib/format/use-money';
import { RecordFilters } from './components/RecordFilters';
import { RecordPager } from './components/RecordPager';
import { SummaryGrid } from './components/SummaryGrid';
import { TransactionTable } from './components/TransactionTable';
import { useBonusDetails } from './hooks';
import { useRangeFilter } from './use-range-filter';

/** Member centre, bonusDetails: the bonuses credited in the period, their total, paged. */
export function BonusDetailsPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const filter = useRangeFilter();
  const bonuses = useBonusDetails({ ...filter.range, pageNo: filter.pageNo });

  return (
    <Stack gap="md">
      <RecordFilters filter={filter} />
      <QueryView query={bonuses}>
        {(data) => (
          <>
            <SummaryGrid
              cells={[
                {
                  key: 'total',
                  label: t('records.bonusTotal'),
                  value: money(data.totalAmount),
                  testId: 'bonus-total',
                },
              ]}
            />
            <TransactionTable orders={data.list} rowTestId="bonus-row" />
            <RecordPager filter={filter} totalPages={data.totalPages} />
          </>
        )}
      </QueryView>
    </Stack>
  );
}
