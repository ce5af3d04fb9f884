import { Badge, List } from '@mantine/core';
import type { RankRule } from '@sim/shared/relay/vip';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../lib/format/use-money';
import { type RecordColumn, RecordTable } from '../../records/components/RecordTable';

/** What a rank brings: its bonus, VIP customer service above rank 4. */
function Benefits({ rule }: { rule: RankRule }) {
  const { t } = useTranslation();
  const money = useMoney();
  const lines = [
    rule.bonus > 0 ? t('vip.benefits.bonus', { amount: money(rule.bonus) }) : null,
    rule.vipService ? t('vip.benefits.service') : null,
  ].filter((line): line is string => line !== null);
  if (lines.length === 0) return <>-</>;
  return (
    <List size="xs" spacing={2}>
      {lines.map((line) => (
        <List.Item key={line}>{line}</List.Item>
      ))}
    </List>
  );
}

/** Every rank: the turnover it needs this month and in total, what keeps it, what it brings. */
export function RankTable({ ranks, currentLevel }: { ranks: RankRule[]; currentLevel?: number }) {
  const { t } = useTranslation();
  const money = useMoney();
  const columns: RecordColumn<RankRule>[] = [
    {
      key: 'rank',
      header: t('vip.table.rank'),
      cell: (row) =>
        row.level === currentLevel ? (
          <Badge color="violet" data-testid="vip-table-current">
            {row.labelName}
          </Badge>
        ) : (
          row.labelName
        ),
    },
    {
      key: 'monthly',
      header: t('vip.table.monthly'),
      cell: (row) => money(row.monthlyTurnover),
      align: 'right',
    },
    { key: 'total', header: t('vip.table.total'), cell: (row) => money(row.totalTurnover), align: 'right' },
    { key: 'keep', header: t('vip.table.keep'), cell: (row) => money(row.keepTurnover), align: 'right' },
    { key: 'benefits', header: t('vip.table.benefits'), cell: (row) => <Benefits rule={row} /> },
  ];
  return (
    <RecordTable
      rows={ranks}
      columns={columns}
      rowKey={(row) => String(row.level)}
      rowTestId="vip-rank-row"
      testId="vip-rank-table"
      empty="-"
      minWidth={620}
    />
  );
}
