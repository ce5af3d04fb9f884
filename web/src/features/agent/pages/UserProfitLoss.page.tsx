import { Stack } from '@mantine/core';
import type { DownlinePnlRow } from '@sim/shared/wps/agent-reports';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/QueryView';
import { useMoney } from '../../../lib/use-money';
import { profitColor } from '../../records/components/BetRecordTable';
import { RecordPager } from '../../records/components/RecordPager';
import { type RecordColumn, RecordTable } from '../../records/components/RecordTable';
import { SummaryGrid } from '../../records/components/SummaryGrid';
import { MemberTypeBadge } from '../components/MemberTypeBadge';
import { summaryCell } from '../components/summary-cell';
import { TeamFilterBar } from '../components/TeamFilterBar';
import { useDownlinePnl } from '../report-hooks';
import { useTeamFilter } from '../use-team-filter';

/** palStatementsAgentCopy: each downline member's betting and profit and loss in the period. */
export function UserProfitLossPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const filter = useTeamFilter();
  const pnl = useDownlinePnl(filter.query);

  const columns: RecordColumn<DownlinePnlRow>[] = [
    { key: 'username', header: t('agent.columns.username'), cell: (r) => r.username },
    { key: 'type', header: t('agent.columns.type'), cell: (r) => <MemberTypeBadge type={r.type} /> },
    { key: 'depth', header: t('agent.columns.level'), align: 'right', cell: (r) => r.depth },
    { key: 'betCount', header: t('records.rounds'), align: 'right', cell: (r) => r.betCount },
    { key: 'validBet', header: t('agent.overview.validBet'), align: 'right', cell: (r) => money(r.validBet) },
    { key: 'win', header: t('records.win'), align: 'right', cell: (r) => money(r.win) },
    {
      key: 'profit',
      header: t('records.profit'),
      align: 'right',
      color: (r) => profitColor(r.profit),
      cell: (r) => money(r.profit),
      testId: 'pnl-profit',
    },
  ];

  return (
    <Stack gap="md">
      <TeamFilterBar filter={filter} />
      <QueryView query={pnl}>
        {(data) => (
          <>
            <SummaryGrid
              cells={[
                summaryCell('betCount', t('records.rounds'), String(data.summary.betCount)),
                summaryCell('validBet', t('agent.overview.validBet'), money(data.summary.validBet)),
                summaryCell('win', t('records.totalWin'), money(data.summary.win)),
                summaryCell(
                  'profit',
                  t('records.totalProfit'),
                  money(data.summary.profit),
                  profitColor(data.summary.profit),
                ),
              ]}
            />
            <RecordTable
              rows={data.list}
              columns={columns}
              rowKey={(r) => String(r.memberId)}
              rowTestId="pnl-row"
              testId="user-pnl-table"
              empty={t('records.emptyPeriod')}
            />
            <RecordPager filter={filter.range} totalPages={data.totalPages} />
          </>
        )}
      </QueryView>
    </Stack>
  );
}
