import { Badge, Paper, Text, Title } from '@mantine/core';
import type { LotteryBet } from '@sim/shared/lgw/betting';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../../lib/format/use-money';
import { type CodeLabels, useCodeLabels } from '../../../../lib/labels/code-labels';
import { type RecordColumn, RecordTable } from '../../../records/components/RecordTable';
import { useMyLotteryBets } from '../../hooks';

function statusOf(bet: LotteryBet): { key: 'OPEN' | 'won' | 'lost'; color: string } {
  if (bet.status === 'OPEN') return { key: 'OPEN', color: 'yellow' };
  return bet.win > 0 ? { key: 'won', color: 'teal' } : { key: 'lost', color: 'gray' };
}

function columns(
  t: TFunction,
  labels: CodeLabels,
  money: (amount: number) => string,
): RecordColumn<LotteryBet>[] {
  return [
    { key: 'numero', header: t('lottery.bets.draw'), cell: (b) => b.numero },
    {
      key: 'play',
      header: t('lottery.bets.play'),
      cell: (b) => (
        <>
          <Text size="sm">{t(`lottery.plays.${b.playCode}` as never, { defaultValue: b.playCode })}</Text>
          <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
            {labels.betContent(b.bettingContent)}
          </Text>
        </>
      ),
    },
    { key: 'stake', header: t('lottery.bets.stake'), align: 'right', cell: (b) => money(b.stake) },
    {
      key: 'status',
      header: t('lottery.bets.status'),
      testId: 'lottery-bet-status',
      cell: (b) => {
        const status = statusOf(b);
        return (
          <Badge size="sm" variant="light" color={status.color}>
            {t(`lottery.bets.${status.key}`)}
          </Badge>
        );
      },
    },
    {
      key: 'win',
      header: t('lottery.bets.win'),
      align: 'right',
      testId: 'lottery-bet-win',
      cell: (b) => (b.status === 'OPEN' ? '–' : money(b.win)),
    },
  ];
}

/** The member's bets on the selected lottery, newest draw first; settled ones show their win. */
export function MyLotteryBets({ gameId }: { gameId: number }) {
  const { t } = useTranslation();
  const labels = useCodeLabels();
  const money = useMoney();
  const bets = useMyLotteryBets(gameId);

  return (
    <Paper withBorder radius="md" p="md" data-testid="lottery-my-bets">
      <Title order={3} size="h4" mb="sm">
        {t('lottery.bets.title')}
      </Title>
      <RecordTable
        rows={bets.data?.list ?? []}
        columns={columns(t, labels, money)}
        rowKey={(b) => b.betNo}
        rowTestId="lottery-bet"
        testId="lottery-bets-table"
        empty={t('lottery.bets.empty')}
        minWidth={360}
      />
    </Paper>
  );
}
