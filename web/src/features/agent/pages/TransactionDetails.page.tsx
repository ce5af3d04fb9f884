import { Stack } from '@mantine/core';
import type { DownlineTransactionRow } from '@sim/shared/wps/agent-reports';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/QueryView';
import { formatDateTime } from '../../../lib/format/format';
import { useMoney } from '../../../lib/format/use-money';
import { useCodeLabels } from '../../../lib/labels/code-labels';
import { RecordPager } from '../../records/components/RecordPager';
import { type RecordColumn, RecordTable } from '../../records/components/RecordTable';
import { SummaryGrid } from '../../records/components/SummaryGrid';
import { summaryCell } from '../components/summary-cell';
import { TeamFilterBar } from '../components/TeamFilterBar';
import { agentProfitColor } from '../profit-color';
import { useDownlineTransactions } from '../report-hooks';
import { useTeamFilter } from '../use-team-filter';

/** agentDownlineTransactionDetailsCopy: every money movement of the team's wallets in the period. */
export function TransactionDetailsPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const labels = useCodeLabels();
  const filter = useTeamFilter();
  const transactions = useDownlineTransactions(filter.query);

  const columns: RecordColumn<DownlineTransactionRow>[] = [
    { key: 'time', header: t('agent.columns.time'), cell: (r) => formatDateTime(r.time) },
    { key: 'username', header: t('agent.columns.username'), cell: (r) => r.username },
    { key: 'kind', header: t('agent.columns.kind'), cell: (r) => labels.ledgerKind(r.kind) },
    { key: 'wallet', header: t('agent.columns.wallet'), cell: (r) => labels.wallet(r.wallet) },
    {
      key: 'amount',
      header: t('agent.columns.amount'),
      align: 'right',
      color: (r) => agentProfitColor(r.amount),
      cell: (r) => money(r.amount),
    },
    {
      key: 'balanceAfter',
      header: t('agent.columns.balanceAfter'),
      align: 'right',
      cell: (r) => money(r.balanceAfter),
    },
    { key: 'memo', header: t('agent.columns.memo'), cell: (r) => labels.memo(r.memo) },
  ];

  return (
    <Stack gap="md">
      <TeamFilterBar filter={filter} />
      <QueryView query={transactions}>
        {(data) => (
          <>
            <SummaryGrid
              cells={[
                summaryCell('moneyIn', t('agent.totals.moneyIn'), money(data.summary.moneyIn)),
                summaryCell('moneyOut', t('agent.totals.moneyOut'), money(data.summary.moneyOut)),
                summaryCell(
                  'net',
                  t('agent.totals.net'),
                  money(data.summary.net),
                  agentProfitColor(data.summary.net),
                ),
              ]}
            />
            <RecordTable
              rows={data.list}
              columns={columns}
              rowKey={(r) => String(r.entryId)}
              rowTestId="downline-transaction"
              testId="downline-transactions-table"
              empty={t('records.emptyPeriod')}
              minWidth={820}
            />
            <RecordPager filter={filter.range} totalPages={data.totalPages} />
          </>
        )}
      </QueryView>
    </Stack>
  );
}
