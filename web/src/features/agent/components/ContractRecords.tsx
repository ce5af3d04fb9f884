import { Stack, Text } from '@mantine/core';
import type { ContractKind, SettlementRecord } from '@sim/shared/relay/contracts';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/QueryView';
import { useMoney } from '../../../lib/format/use-money';
import { RecordFilters } from '../../records/components/RecordFilters';
import { RecordPager } from '../../records/components/RecordPager';
import { type RecordColumn, RecordTable } from '../../records/components/RecordTable';
import { SummaryGrid } from '../../records/components/SummaryGrid';
import { useRangeFilter } from '../../records/use-range-filter';
import { useContractRecords } from '../contract-hooks';
import { formatPeriod } from '../format-period';
import { agentProfitColor } from '../profit-color';
import { summaryCell } from './summary-cell';

/** The kind's settled periods paid to the agent: team figures, rate, amount; totals of the range. */
export function ContractRecords({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  const money = useMoney();
  const filter = useRangeFilter();
  const records = useContractRecords(kind, { ...filter.range, pageNo: filter.pageNo });

  const columns: RecordColumn<SettlementRecord>[] = [
    {
      key: 'period',
      header: t('agent.columns.period'),
      cell: (r) => formatPeriod(r.periodStart, r.periodEnd),
    },
    {
      key: 'activeMembers',
      header: t('agent.contracts.activeMembers'),
      align: 'right',
      cell: (r) => r.activeMembers,
    },
    {
      key: 'validBet',
      header: t('agent.contracts.validBet'),
      align: 'right',
      cell: (r) => money(r.validBet),
    },
    {
      key: 'profitLoss',
      header: t('records.profit'),
      align: 'right',
      color: (r) => agentProfitColor(r.profitLoss),
      cell: (r) => money(r.profitLoss),
    },
    { key: 'rate', header: t('agent.contracts.rate'), align: 'right', cell: (r) => `${r.rate}%` },
    {
      key: 'amount',
      header: t('agent.columns.amount'),
      align: 'right',
      cell: (r) => money(r.amount),
      testId: 'settlement-amount',
    },
    {
      key: 'status',
      header: t('records.status'),
      cell: (r) => t(`agent.contracts.recordStatuses.${r.status}`),
    },
  ];

  return (
    <Stack gap="sm">
      <Text fw={700}>{t('agent.contracts.records')}</Text>
      <RecordFilters filter={filter} />
      <QueryView query={records}>
        {(data) => (
          <>
            <SummaryGrid
              cells={[
                summaryCell('validBet', t('agent.contracts.validBet'), money(data.summary.validBet)),
                summaryCell(
                  'profitLoss',
                  t('records.totalProfit'),
                  money(data.summary.profitLoss),
                  agentProfitColor(data.summary.profitLoss),
                ),
                summaryCell('amount', t('agent.contracts.paid'), money(data.summary.amount)),
              ]}
            />
            <RecordTable
              rows={data.list}
              columns={columns}
              rowKey={(r) => String(r.recordId)}
              rowTestId="settlement"
              testId="settlements-table"
              empty={t('records.emptyPeriod')}
              minWidth={820}
            />
            <RecordPager filter={filter} totalPages={data.totalPages} />
          </>
        )}
      </QueryView>
    </Stack>
  );
}
