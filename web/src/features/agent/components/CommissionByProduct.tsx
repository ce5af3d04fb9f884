import { Stack, Text, Title } from '@mantine/core';
import type { Commission } from '@sim/shared/wps/agent-reports';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/QueryView';
import { useMoney } from '../../../lib/format/use-money';
import { useCodeLabels } from '../../../lib/labels/code-labels';
import { type RecordColumn, RecordTable } from '../../records/components/RecordTable';
import type { DateRange } from '../../records/date-presets';
import { useCommission } from '../report-hooks';

type CommissionRow = Commission['list'][number];

/** /wps/report/commission under My Income: the commission total, product by product, for the same days. */
export function CommissionByProduct({ range }: { range: DateRange }) {
  const { t } = useTranslation();
  const money = useMoney();
  const labels = useCodeLabels();
  const commission = useCommission(range);

  const columns: RecordColumn<CommissionRow>[] = [
    { key: 'gameType', header: t('agent.commission.gameType'), cell: (r) => labels.gameType(r.gameType) },
    { key: 'betCount', header: t('agent.commission.betCount'), align: 'right', cell: (r) => r.betCount },
    {
      key: 'validBet',
      header: t('agent.commission.validBet'),
      align: 'right',
      cell: (r) => money(r.validBet),
    },
    { key: 'rate', header: t('agent.commission.rate'), align: 'right', cell: (r) => `${r.rate}%` },
    {
      key: 'commission',
      header: t('agent.income.totals.commission'),
      align: 'right',
      cell: (r) => money(r.commission),
      testId: 'commission-amount',
    },
  ];

  return (
    <Stack gap="xs">
      <Title order={5}>{t('agent.commission.title')}</Title>
      <Text size="sm" c="dimmed">
        {t('agent.commission.note')}
      </Text>
      <QueryView query={commission}>
        {(data) => (
          <RecordTable
            rows={data.list}
            columns={columns}
            rowKey={(r) => r.gameType}
            rowTestId="commission-row"
            testId="commission-table"
            empty={t('records.emptyPeriod')}
          />
        )}
      </QueryView>
    </Stack>
  );
}
