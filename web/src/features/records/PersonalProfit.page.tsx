import { Stack } from '@mantine/core';
import type { PersonalProfit } from '@sim/shared/wps/report';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../components/QueryView';
import { useMoney } from '../../lib/format/use-money';
import { profitColor } from './components/BetRecordTable';
import { ProfitTable } from './components/ProfitTable';
import { RecordFilters } from './components/RecordFilters';
import { SummaryGrid } from './components/SummaryGrid';
import { usePersonalProfit } from './hooks';
import { useRangeFilter } from './use-range-filter';

function MoneyFlow({ profit }: { profit: PersonalProfit }) {
  const { t } = useTranslation();
  const money = useMoney();
  const cell = (key: 'deposit' | 'withdraw' | 'bonus' | 'net', amount: number, color?: string) => ({
    key,
    label: t(`records.flow.${key}`),
    value: money(amount),
    color,
    testId: `profit-${key}`,
  });

  return (
    <SummaryGrid
      cells={[
        cell('deposit', profit.deposit),
        cell('withdraw', profit.withdraw),
        cell('bonus', profit.bonus),
        cell('net', profit.netProfit, profitColor(profit.netProfit)),
      ]}
    />
  );
}

/** Member centre, personalProfit (personal loss): the period's betting by game type and its money. */
export function PersonalProfitPage() {
  const filter = useRangeFilter();
  const profit = usePersonalProfit(filter.range);

  return (
    <Stack gap="md">
      <RecordFilters filter={filter} />
      <QueryView query={profit}>
        {(data) => (
          <>
            <MoneyFlow profit={data} />
            <ProfitTable profit={data} />
          </>
        )}
      </QueryView>
    </Stack>
  );
}
