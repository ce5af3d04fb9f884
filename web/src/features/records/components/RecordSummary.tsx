import { Paper, SimpleGrid, Text } from '@mantine/core';
import { formatMoney } from '@sim/shared/money';
import { useTranslation } from 'react-i18next';
import { profitColor } from './BetRecordTable';

interface RecordSummaryProps {
  summary: { stake: number; win: number; profit: number };
  count: number;
}

/** The range's totals above the table. */
export function RecordSummary({ summary, count }: RecordSummaryProps) {
  const { t } = useTranslation();
  const cells = [
    { key: 'count', label: t('records.rounds'), value: String(count), color: undefined },
    { key: 'stake', label: t('records.totalStake'), value: formatMoney(summary.stake), color: undefined },
    { key: 'win', label: t('records.totalWin'), value: formatMoney(summary.win), color: undefined },
    {
      key: 'profit',
      label: t('records.totalProfit'),
      value: formatMoney(summary.profit),
      color: profitColor(summary.profit),
    },
  ];

  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
      {cells.map((cell) => (
        <Paper key={cell.key} withBorder radius="md" p="sm">
          <Text size="xs" c="dimmed">
            {cell.label}
          </Text>
          <Text fw={800} size="lg" c={cell.color} data-testid={`record-summary-${cell.key}`}>
            {cell.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
