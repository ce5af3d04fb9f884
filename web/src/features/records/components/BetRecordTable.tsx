import { Badge, Text } from '@mantine/core';
import { formatMoney } from '@sim/shared/money';
import type { BetRecord } from '@sim/shared/wps/report';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/format';
import { type CodeLabels, useCodeLabels } from '../../../lib/labels/code-labels';
import { type RecordColumn, RecordTable } from './RecordTable';

export function profitColor(profit: number): string | undefined {
  if (profit > 0) return 'teal';
  if (profit < 0) return 'red';
  return undefined;
}

function betColumns(t: TFunction, labels: CodeLabels): RecordColumn<BetRecord>[] {
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
      cell: (r) => formatMoney(r.stake),
    },
    {
      key: 'win',
      header: t('records.win'),
      align: 'right',
      testId: 'bet-record-win',
      cell: (r) => formatMoney(r.win),
    },
    {
      key: 'profit',
      header: t('records.profit'),
      align: 'right',
      testId: 'bet-record-profit',
      color: (r) => profitColor(r.profit),
      cell: (r) => formatMoney(r.profit),
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

  return (
    <RecordTable
      rows={records}
      columns={betColumns(t, labels)}
      rowKey={(r) => r.roundId}
      rowTestId="bet-record"
      testId="bet-record-table"
      empty={t('records.empty')}
      minWidth={860}
    />
  );
}
