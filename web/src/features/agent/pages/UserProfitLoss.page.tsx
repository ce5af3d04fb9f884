import { Anchor, Stack } from '@mantine/core';
import type { DownlinePnlRow } from '@sim/shared/wps/agent-reports';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/QueryView';
import { useMoney } from '../../../lib/format/use-money';
import { RecordPager } from '../../records/components/RecordPager';
import { type RecordColumn, RecordTable } from '../../records/components/RecordTable';
import { SummaryGrid } from '../../records/components/SummaryGrid';
import { MemberTypeBadge } from '../components/MemberTypeBadge';
import { summaryCell } from '../components/summary-cell';
import { TeamFilterBar } from '../components/TeamFilterBar';
import { agentProfitColor } from '../profit-color';
import { useDownlinePnl } from '../report-hooks';
import { useTeamFilter } from '../use-team-filter';

/**
 * palStatementsAgentCopy: each direct downline's betting and profit and loss in the period (its own and
 * its team's); a name searched, or picked in the table, shows that member's direct downline instead.
 */
export function UserProfitLossPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const filter = useTeamFilter();
  const pnl = useDownlinePnl(filter.query);

  const columns: RecordColumn<DownlinePnlRow>[] = [
    {
      key: 'username',
      header: t('agent.columns.username'),
      // a member with a team of its own opens that team's rows (the drill-down)
      cell: (r) =>
        r.teamSize > 0 ? (
          <Anchor
            component="button"
            type="button"
            onClick={() => filter.search(r.username)}
            data-testid={`pnl-open-${r.username}`}
          >
            {r.username}
          </Anchor>
        ) : (
          r.username
        ),
    },
    { key: 'type', header: t('agent.columns.type'), cell: (r) => <MemberTypeBadge type={r.type} /> },
    { key: 'teamSize', header: t('agent.overview.teamSize'), align: 'right', cell: (r) => r.teamSize },
    { key: 'betCount', header: t('records.rounds'), align: 'right', cell: (r) => r.betCount },
    { key: 'validBet', header: t('agent.overview.validBet'), align: 'right', cell: (r) => money(r.validBet) },
    { key: 'win', header: t('records.win'), align: 'right', cell: (r) => money(r.win) },
    {
      key: 'profit',
      header: t('records.profit'),
      align: 'right',
      color: (r) => agentProfitColor(r.profit),
      cell: (r) => money(r.profit),
      testId: 'pnl-profit',
    },
  ];

  return (
    <Stack gap="md">
      <TeamFilterBar key={filter.username} filter={filter} />
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
                  agentProfitColor(data.summary.profit),
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
