import { Badge, Group, Stack, Text } from '@mantine/core';
import type { NearNumeros } from '@sim/shared/lgw/draws';
import { useTranslation } from 'react-i18next';
import { formatCountdown } from '../../use-countdown';
import { WinningNumbers } from '../WinningNumbers';

interface DrawCountdownProps {
  near: NearNumeros;
  /** ms until the current draw closes to bets, on the simulated clock */
  closesIn: number | null;
}

/** The draw taking bets with the time left to bet, and the last draw's numbers. */
export function DrawCountdown({ near, closesIn }: DrawCountdownProps) {
  const { t } = useTranslation();
  const closed = closesIn !== null && closesIn <= 0;

  return (
    <Stack gap={6} data-testid="lottery-current-draw" data-numero={near.currentNumero.numero}>
      <Group justify="space-between" gap="xs">
        <Text fw={700}>{t('lottery.betting.currentDraw', { numero: near.currentNumero.numero })}</Text>
        <Badge
          size="lg"
          variant="light"
          color={closed ? 'gray' : closesIn !== null && closesIn < 60_000 ? 'red' : 'brand'}
          data-testid="lottery-countdown"
        >
          {closed
            ? t('lottery.betting.closed')
            : t('lottery.betting.closesIn', { time: formatCountdown(closesIn ?? 0) })}
        </Badge>
      </Group>
      <Group gap="xs" wrap="wrap" data-testid="lottery-last-draw" data-numero={near.lastNumero.numero}>
        <Text size="sm" c="dimmed">
          {t('lottery.betting.lastDraw', { numero: near.lastNumero.numero })}
        </Text>
        <WinningNumbers draw={{ winningNumber: near.lastNumero.winningNumber ?? '' }} size="xs" />
      </Group>
    </Stack>
  );
}
