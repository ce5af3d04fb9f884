import { Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import type { RankProgress } from '@sim/shared/relay/vip';
import { IconCrown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../lib/format/use-money';

const percent = (actual: number, expected: number) =>
  expected <= 0 ? 100 : Math.min(100, Math.round((actual / expected) * 100));

function TurnoverBar({
  label,
  actual,
  expected,
  testId,
}: {
  label: string;
  actual: number;
  expected: number;
  testId: string;
}) {
  const money = useMoney();
  const value = percent(actual, expected);
  return (
    <Stack gap={4} data-testid={testId}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm">{label}</Text>
        <Text size="sm" c="dimmed" data-testid={`${testId}-text`}>
          {money(actual)} / {money(expected)}
        </Text>
      </Group>
      <Progress value={value} size="lg" radius="xl" color="violet" aria-label={label} />
    </Stack>
  );
}

/** The member's rank and the two turnover bars toward the next one (or toward keeping the top one). */
export function RankProgressCard({ progress }: { progress: RankProgress }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <Card withBorder radius="md" padding="md" data-testid="vip-progress">
      <Stack gap="sm">
        <Group gap="xs">
          <IconCrown size={22} color="var(--mantine-color-yellow-6)" />
          <Title order={3} size="h4" data-testid="vip-current-rank">
            {progress.playerRankName}
          </Title>
          {progress.nextRankName && (
            <Text size="sm" c="dimmed">
              {t('vip.progress.next', { rank: progress.nextRankName })}
            </Text>
          )}
        </Group>
        <TurnoverBar
          label={t('vip.progress.monthly')}
          actual={progress.monthlyTurnover.actual}
          expected={progress.monthlyTurnover.expected}
          testId="vip-monthly"
        />
        <TurnoverBar
          label={t('vip.progress.total')}
          actual={progress.totalTurnover.actual}
          expected={progress.totalTurnover.expected}
          testId="vip-total"
        />
        {progress.keepTurnover > 0 && (
          <Text size="xs" c="dimmed">
            {t('vip.progress.keep', { amount: money(progress.keepTurnover) })}
          </Text>
        )}
        {progress.vipService && (
          <Text size="sm" c="violet" fw={600} data-testid="vip-service">
            {t('vip.benefits.service')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
