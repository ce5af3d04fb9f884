import { Stack } from '@mantine/core';
import type { TeamOverview } from '@sim/shared/wps/agent-reports';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/QueryView';
import { useMoney } from '../../../lib/format/use-money';
import { RecordFilters } from '../../records/components/RecordFilters';
import { SummaryGrid } from '../../records/components/SummaryGrid';
import { useRangeFilter } from '../../records/use-range-filter';
import { summaryCell } from '../components/summary-cell';
import { agentProfitColor } from '../profit-color';
import { useTeamOverview } from '../report-hooks';

const COUNTS = [
  'teamSize',
  'directMembers',
  'agentCount',
  'newMembers',
  'activeMembers',
  'betCount',
] as const;
const AMOUNTS = ['depositAmount', 'withdrawAmount', 'betAmount', 'validBet', 'winAmount'] as const;

function OverviewFigures({ overview }: { overview: TeamOverview }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <SummaryGrid
      cells={[
        ...COUNTS.map((key) => summaryCell(key, t(`agent.overview.${key}`), String(overview[key]))),
        ...AMOUNTS.map((key) => summaryCell(key, t(`agent.overview.${key}`), money(overview[key]))),
        summaryCell(
          'profitLoss',
          t('agent.overview.profitLoss'),
          money(overview.profitLoss),
          agentProfitColor(overview.profitLoss),
        ),
      ]}
    />
  );
}

/** agentTeamOverview: the team's size, newcomers, activity and money in the period. */
export function TeamOverviewPage() {
  const filter = useRangeFilter();
  const overview = useTeamOverview(filter.range);
  return (
    <Stack gap="md">
      <RecordFilters filter={filter} />
      <QueryView query={overview}>{(data) => <OverviewFigures overview={data} />}</QueryView>
    </Stack>
  );
}
