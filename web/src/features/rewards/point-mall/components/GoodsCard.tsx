import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { PointReward } from '@sim/shared/relay/mcs2';
import { useTranslation } from 'react-i18next';
import { DrawnArt } from '../../../../components/DrawnArt';
import { useMoney } from '../../../../lib/format/use-money';
import { formatPoints } from '../format-points';

/** One item of the mall: its points, what must have been bet, what is left, and Redeem. */
export function GoodsCard({ goods, onRedeem }: { goods: PointReward; onRedeem: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <Card withBorder radius="md" padding="sm" data-testid={`goods-${goods.rewardId}`}>
      <Card.Section>
        <DrawnArt
          src={goods.imageUrl}
          alt=""
          fit="contain"
          style={{ width: '100%', height: 120, background: 'var(--mantine-color-default-hover)' }}
        />
      </Card.Section>
      <Stack gap={4} mt="sm" h="100%">
        <Text fw={700} lineClamp={2}>
          {goods.name}
        </Text>
        <Text size="xs" c="dimmed" lineClamp={2} style={{ flexGrow: 1 }}>
          {goods.description}
        </Text>
        <Text fw={700} c="yellow.7" data-testid={`goods-points-${goods.rewardId}`}>
          {t('rewards.mall.points', { points: formatPoints(goods.points) })}
        </Text>
        {goods.amountRequirement > 0 && (
          <Text size="xs" c="dimmed">
            {t('rewards.mall.amountRequirement', { amount: money(goods.amountRequirement) })}
          </Text>
        )}
        <Group justify="space-between" mt={4}>
          <Text size="xs" c="dimmed" data-testid={`goods-available-${goods.rewardId}`}>
            {t('rewards.mall.available', { available: goods.availableQuantity, quantity: goods.quantity })}
          </Text>
          {goods.status !== 'AVAILABLE' && (
            <Badge color="gray" variant="light">
              {t(`rewards.goodsStatus.${goods.status}`)}
            </Badge>
          )}
        </Group>
        <Button
          size="xs"
          mt={4}
          disabled={!goods.redeemable}
          onClick={onRedeem}
          data-testid={`goods-redeem-${goods.rewardId}`}
        >
          {t('rewards.mall.redeem')}
        </Button>
      </Stack>
    </Card>
  );
}
