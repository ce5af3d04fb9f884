import { Group, Stack, Text } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../lib/format/use-money';
import { useCountUp } from './count-up';
import { JACKPOT_REFRESH_MS, useJackpot } from './hooks';
import classes from './JackpotTicker.module.css';

/**
 * The home page's jackpot meter: the merchant's progressive pool, asked for every 30 s and counted up
 * to in between, so it climbs while people bet (still, for someone who asks for less motion). Screen
 * readers hear the amount when asked, not every tick.
 */
export function JackpotTicker() {
  const { t } = useTranslation();
  const money = useMoney();
  const jackpot = useJackpot();
  const shown = useCountUp(jackpot.data?.amount, JACKPOT_REFRESH_MS);
  if (shown === undefined) return null;

  return (
    <section className={classes.ticker} aria-labelledby="home-jackpot" data-testid="jackpot">
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="nowrap">
          <IconTrophy size={36} color="var(--mantine-color-yellow-4)" aria-hidden />
          <Stack gap={0}>
            <Text component="h2" size="sm" className={classes.label} id="home-jackpot">
              {t('winners.jackpotTitle')}
            </Text>
            <Text size="xs" className={classes.hint}>
              {t('winners.jackpotHint')}
            </Text>
          </Stack>
        </Group>
        <Text component="p" className={classes.amount} aria-live="off" data-testid="jackpot-amount">
          {money(shown)}
        </Text>
      </Group>
    </section>
  );
}
