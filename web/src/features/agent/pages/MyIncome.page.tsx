import { Stack } from '@mantine/core';
import { INCOME_TYPES, type IncomeRecord, type IncomeType } from '@sim/shared/wps/income';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/QueryView';
import { formatDateTime } from '../../../lib/format/format';
import { useMoney } from '../../../lib/format/use-money';
import { FilterSelect } from '../../records/components/FilterSelect';
import { RecordFilters } from '../../records/components/RecordFilters';
import { RecordPager } from '../../records/components/RecordPager';
import { type RecordColumn, RecordTable } from '../../records/components/RecordTable';
import { SummaryGrid } from '../../records/components/SummaryGrid';
import { useRangeFilter } from '../../records/use-range-filter';
import { CommissionByProduct } from '../components/CommissionByProduct';
import { summaryCell } from '../components/summary-cell';
import { formatPeriod } from '../format-period';
import { useIncome } from '../report-hooks';

const TOTALS = ['salary', 'dividend', 'commission', 'rebate', 'total'] as const;

/** agentRevenueReport: salaries, dividends, commission and rebates paid to the agent, by period. */
export function MyIncomePage() {
  const { t } = useTranslation();
  const money = useMoney();
  const filter = useRangeFilter();
  const [incomeType, setIncomeType] = useState<IncomeType | null>(null);
  const income = useIncome({ ...filter.range, pageNo: filter.pageNo, incomeType: incomeType ?? undefined });

  const columns: RecordColumn<IncomeRecord>[] = [
    { key: 'time', header: t('agent.columns.time'), cell: (r) => formatDateTime(r.time) },
    { key: 'type', header: t('agent.columns.type'), cell: (r) => t(`agent.income.types.${r.incomeType}`) },
    {
      key: 'amount',
      header: t('agent.columns.amount'),
      align: 'right',
      cell: (r) => money(r.amount),
      testId: 'income-amount',
    },
    {
      key: 'period',
      header: t('agent.columns.period'),
      cell: (r) => formatPeriod(r.periodStart, r.periodEnd),
    },
    { key: 'referenceNo', header: t('orders.referenceNo'), cell: (r) => r.referenceNo },
  ];

  return (
    <Stack gap="md">
      <RecordFilters filter={filter}>
        <FilterSelect
          values={INCOME_TYPES}
          label={(value) => t(`agent.income.types.${value}`)}
          value={incomeType}
          onChange={(value) => {
            setIncomeType(value);
            filter.restart();
          }}
          placeholder={t('agent.income.allTypes')}
          ariaLabel={t('agent.columns.type')}
          testId="income-type-filter"
        />
      </RecordFilters>
      <QueryView query={income}>
        {(data) => (
          <>
            <SummaryGrid
              cells={TOTALS.map((key) =>
                summaryCell(key, t(`agent.income.totals.${key}`), money(data.summary[key])),
              )}
            />
            <RecordTable
              rows={data.list}
              columns={columns}
              rowKey={(r) => r.referenceNo}
              rowTestId="income-row"
              testId="income-table"
              empty={t('records.emptyPeriod')}
            />
            <RecordPager filter={filter} totalPages={data.totalPages} />
          </>
        )}
      </QueryView>
      <CommissionByProduct range={filter.range} />
    </Stack>
  );
}
