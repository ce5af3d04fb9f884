import { Badge, Stack } from '@mantine/core';
import type { TeamBet } from '@sim/shared/wps/agent-reports';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/QueryView';
import { formatDateTime } from '../../../lib/format/format';
import { useMoney } from '../../../lib/format/use-money';
import { RecordPager } from '../../records/components/RecordPager';
import { type RecordColumn, RecordTable } from '../../records/components/RecordTable';
import { SummaryGrid } from '../../records/components/SummaryGrid';
import { summaryCell } from '../components/summary-cell';
import { TeamFilterBar } from '../components/TeamFilterBar';
import { agentProfitColor } from '../profit-color';
import { useTeamBetting } from '../report-hooks';
import { useTeamFilter } from '../use-team-filter';

/** personalHistoryCopy for the team: every downline round in the period, paged, with totals. */
export function TeamBettingPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const filter = useTeamFilter();
  const betting = useTeamBetting(filter.query);

  const columns: RecordColumn<TeamBet>[] = [
    { key: 'betTime', header: t('records.betTime'), cell: (b) => formatDateTime(b.betTime) },
    { key: 'username', header: t('agent.columns.username'), cell: (b) => b.username },
    { key: 'game', header: t('records.game'), cell: (b) => b.gameName },
    { key: 'vendor', header: t('records.vendor'), cell: (b) => b.vendorName },
    { key: 'stake', header: t('records.stake'), align: 'right', cell: (b) => money(b.stake) },
    { key: 'win', header: t('records.win'), align: 'right', cell: (b) => money(b.win) },
    {
      key: 'profit',
      header: t('records.profit'),
      align: 'right',
      color: (b) => agentProfitColor(b.profit),
      cell: (b) => money(b.profit),
    },
    {
      key: 'status',
      header: t('records.status'),
      cell: (b) => <Badge variant="light">{t(`records.statuses.${b.status}`)}</Badge>,
    },
  ];

  return (
    <Stack gap="md">
      <TeamFilterBar filter={filter} />
      <QueryView query={betting}>
        {(data) => (
          <>
            <SummaryGrid
              cells={[
                summaryCell('betCount', t('records.rounds'), String(data.summary.betCount)),
                summaryCell('stake', t('records.totalStake'), money(data.summary.stake)),
                summaryCell('validBet', t('agent.overview.validBet'), money(data.summary.validBet)),
                summaryCell(
                  'profit',
                  t('records.totalProfit'),
                  money(data.summary.profit),
                  agentProfitColor(data.summary.profit),
                ),
              ]}
            />
            <RecordTable
              rows={data.list}
              columns={columns}
              rowKey={(b) => b.roundId}
              rowTestId="team-bet"
              testId="team-betting-table"
              empty={t('records.empty')}
              minWidth={820}
            />
            <RecordPager filter={filter.range} totalPages={data.totalPages} />
          </>
        )}
      </QueryView>
    </Stack>
  );
}
