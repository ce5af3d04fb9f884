import { Badge, Group, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../lib/format/use-money';
import { useWinnerBoard } from './hooks';

/** The home page's winners list (spec section 2, "winners list"): the latest big wins, biggest first. */
export function WinnersList() {
  const { t } = useTranslation();
  const money = useMoney();
  const winners = useWinnerBoard();

  if (winners.isError) return null;

  return (
    <Paper component="section" withBorder radius="lg" p="md" aria-labelledby="home-winners">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Group gap="xs">
          <IconTrophy size={20} />
          <Title order={2} size="h4" id="home-winners">
            {t('winners.title')}
          </Title>
        </Group>
      </Group>
      <ScrollArea.Autosize mah={320}>
        <Stack gap={6} data-testid="winners-list">
          {winners.data?.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('winners.empty')}
            </Text>
          )}
          {winners.data?.map((winner) => (
            <Group
              key={`${winner.winTime}-${winner.nodeId}-${winner.username}`}
              justify="space-between"
              wrap="nowrap"
              gap="xs"
              data-testid="winner-row"
            >
              <Stack gap={0} miw={0}>
                <Text size="sm" fw={600} truncate>
                  {winner.username}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {winner.gameName}
                </Text>
              </Stack>
              <Group gap={6} wrap="nowrap">
                <Badge variant="light" color="grape" size="sm">
                  {t('winners.multiple', { multiple: winner.multiple })}
                </Badge>
                <Text size="sm" fw={700} c="var(--mantine-color-teal-light-color)">
                  {t('winners.won', { amount: money(winner.winAmount) })}
                </Text>
              </Group>
            </Group>
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </Paper>
  );
}
