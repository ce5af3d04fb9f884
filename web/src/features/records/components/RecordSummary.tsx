import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../lib/format/use-money';
import { profitColor } from './BetRecordTable';
import { SummaryGrid } from './SummaryGrid';

interface RecordSummaryProps {
  summary: { stake: number; win: number; profit: number };
  count: number;
}

/** The betting record range's totals above the table. */
export function RecordSummary({ summary, count }: RecordSummaryProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const cell = (key: string, label: string, value: string, color?: string) => ({
    key,
    label,
    value,
    color,
    testId: `record-summary-${key}`,
  });

  return (
    <SummaryGrid
      cells={[
        cell('count', t('records.rounds'), String(count)),
        cell('stake', t('records.totalStake'), money(summary.stake)),
        cell('win', t('records.totalWin'), money(summary.win)),
        cell('profit', t('records.totalProfit'), money(summary.profit), profitColor(summary.profit)),
      ]}
    />
  );
}
