import { Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { PointBalance, PointConfig } from '@sim/shared/relay/mcs2';
import { IconCoins } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatPoints } from '../format-points';

function Figure({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} data-testid={testId}>
        {formatPoints(value)}
      </Text>
    </Stack>
  );
}

/** The member's points (they never expire) and what each category earns per 1.00 of valid bet. */
export function PointsSummary({
  balance,
  config,
}: {
  balance: PointBalance;
  config: PointConfig | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <IconCoins size={36} color="var(--mantine-color-yellow-6)" />
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              {t('rewards.mall.balance')}
            </Text>
            <Text fz={28} fw={800} lh={1.1} data-testid="point-balance">
              {formatPoints(balance.pointBalance)}
            </Text>
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 3 }} spacing="xs">
          <Figure label={t('rewards.mall.earned')} value={balance.totalEarned} testId="points-earned" />
          <Figure label={t('rewards.mall.used')} value={balance.totalUsed} testId="points-used" />
          <Figure label={t('rewards.mall.inProcess')} value={balance.inProcess} testId="points-in-process" />
        </SimpleGrid>
        {config && (
          <Group gap={6} data-testid="point-rates">
            <Text size="xs" c="dimmed">
              {t('rewards.mall.rates')}
            </Text>
            {config.rates.map((row) => (
              <Badge key={row.category} variant="light" data-testid={`point-rate-${row.category}`}>
                {t(`rewards.pointCategories.${row.category}`)} {row.rate.toFixed(2)}
              </Badge>
            ))}
            <Text size="xs" c="dimmed">
              {t('rewards.mall.neverExpire')}
            </Text>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
