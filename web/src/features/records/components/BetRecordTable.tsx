import { Badge, Text } from '@mantine/core';
import type { BetRecord } from '@sim/shared/wps/report';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/format';
import { useMoney } from '../../../lib/format/use-money';
import { type CodeLabels, useCodeLabels } from '../../../lib/labels/code-labels';
import { type RecordColumn, RecordTable } from './RecordTable';

export function profitColor(profit: number): string | undefined {
  if (profit > 0) return 'teal';
  if (profit < 0) return 'red';
  return undefined;
}

function betColumns(
  t: TFunction,
  labels: CodeLabels,
  money: (amount: number) => string,
): RecordColumn<BetRecord>[] {
  return [
    { key: 'betTime', header: t('records.betTime'), cell: (r) => formatDateTime(r.betTime) },
    {
      key: 'game',
      header: t('records.game'),
      cell: (r) => (
        <>
          <Text size="sm" fw={600}>
            {r.gameName}
          </Text>
          <Text size="xs" c="dimmed">
            {labels.round(r.roundId)}
          </Text>
        </>
      ),
    },
    { key: 'vendor', header: t('records.vendor'), cell: (r) => r.vendorName },
    {
      key: 'category',
      header: t('records.category'),
      cell: (r) => labels.gameType(r.gameType),
    },
    {
      key: 'stake',
      header: t('records.stake'),
      align: 'right',
      testId: 'bet-record-stake',
      cell: (r) => money(r.stake),
    },
    {
      key: 'win',
      header: t('records.win'),
      align: 'right',
      testId: 'bet-record-win',
      cell: (r) => money(r.win),
    },
    {
      key: 'profit',
      header: t('records.profit'),
      align: 'right',
      testId: 'bet-record-profit',
      color: (r) => profitColor(r.profit),
      cell: (r) => money(r.profit),
    },
    {
      key: 'status',
      header: t('records.status'),
      cell: (r) => (
        <Badge size="sm" variant="light" color={r.status === 'SETTLED' ? 'gray' : 'yellow'}>
          {t(`records.statuses.${r.status}`)}
        </Badge>
      ),
    },
  ];
}

/** The rounds of the betting record: time, game, vendor, category, stake, win, profit, status. */
export function BetRecordTable({ records }: { records: BetRecord[] }) {
  const { t } = useTranslation();
  const labels = useCodeLabels();
  const money = useMoney();

  return (
    <RecordTable
      rows={records}
      columns={betColumns(t, labels, money)}
      rowKey={(r) => r.roundId}
      rowTestId="bet-record"
      testId="bet-record-table"
      empty={t('records.empty')}
      minWidth={860}
    />
  );
}
