import type { PersonalProfit } from '@sim/shared/wps/report';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../lib/format/use-money';
import { type CodeLabels, useCodeLabels } from '../../../lib/labels/code-labels';
import { profitColor } from './BetRecordTable';
import { type RecordColumn, RecordTable } from './RecordTable';

type ProfitRow = PersonalProfit['rows'][number];

function profitColumns(
  t: TFunction,
  money: (amount: number) => string,
  labels: CodeLabels,
): RecordColumn<ProfitRow>[] {
  return [
    {
      key: 'gameType',
      header: t('records.category'),
      cell: (r) => labels.gameType(r.gameType),
    },
    { key: 'betCount', header: t('records.rounds'), align: 'right', cell: (r) => String(r.betCount) },
    { key: 'betAmount', header: t('records.stake'), align: 'right', cell: (r) => money(r.betAmount) },
    { key: 'winAmount', header: t('records.win'), align: 'right', cell: (r) => money(r.winAmount) },
    {
      key: 'profit',
      header: t('records.profit'),
      align: 'right',
      testId: 'profit-amount',
      color: (r) => profitColor(r.profit),
      cell: (r) => money(r.profit),
    },
  ];
}

/** Personal profit and loss by game type, the totals as the last row. */
export function ProfitTable({ profit }: { profit: PersonalProfit }) {
  const { t } = useTranslation();
  const money = useMoney();
  const labels = useCodeLabels();
  const rows: ProfitRow[] =
    profit.rows.length === 0 ? [] : [...profit.rows, { gameType: 'total', ...profit.total }];

  return (
    <RecordTable
      rows={rows}
      columns={profitColumns(t, money, labels)}
      rowKey={(r) => r.gameType}
      rowTestId="profit-row"
      testId="profit-table"
      empty={t('records.empty')}
    />
  );
}
