import { Button, Card, Center, Group, Stack, Text } from '@mantine/core';
import type { raffleStatusSchema } from '@sim/shared/relay/promofe';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useMoney } from '../../../../lib/format/use-money';
import { useRewardNotices } from '../../components/use-reward-notices';
import { PromotionStatusBadge } from '../../promotions/components/PromotionStatusBadge';
import { raffleBadgeStatus } from '../../promotions/promotion-action';
import { useRewardsMoved } from '../../rewards-moved';
import { useClaimRaffle } from '../hooks';
import { PrizeWheel } from './PrizeWheel';

type Raffle = z.infer<typeof raffleStatusSchema>;

/** A raffle: its prize table as a wheel, the member's one draw turning it to the prize drawn. */
export function RaffleCard({ raffle }: { raffle: Raffle }) {
  const { t } = useTranslation();
  const money = useMoney();
  const claim = useClaimRaffle();
  const moved = useRewardsMoved();
  const notices = useRewardNotices();
  const [drawn, setDrawn] = useState(raffle.result);
  const [landed, setLanded] = useState(true);
  // a draw already made shows where it landed, without spinning again
  const [spinKey, setSpinKey] = useState<string | null>(null);

  const draw = () => {
    setLanded(false);
    claim.mutate(raffle.promotionId, {
      onSuccess: (result) => {
        setDrawn(result);
        setSpinKey(`raffle-${result.participationId}`);
      },
      onError: (error) => {
        setLanded(true);
        notices.failed(error);
      },
    });
  };

  return (
    <Card withBorder radius="md" padding="md" data-testid={`raffle-${raffle.promotionId}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>{raffle.title}</Text>
          <PromotionStatusBadge
            status={raffleBadgeStatus(raffle)}
            testId={`raffle-status-${raffle.promotionId}`}
          />
        </Group>
        <Center>
          <PrizeWheel
            segments={raffle.prizes.map((prize) => prize.label)}
            landOn={drawn?.prizeIndex ?? null}
            spinKey={spinKey}
            won={drawn?.rewardType === 'CASH'}
            onLanded={() => {
              setLanded(true);
              void moved();
            }}
          />
        </Center>
        {drawn && landed ? (
          <Text ta="center" fw={700} data-testid={`raffle-result-${raffle.promotionId}`}>
            {drawn.rewardType === 'CASH'
              ? t('rewards.centre.won', { prize: drawn.prize.label || money(drawn.rewardAmount) })
              : t('rewards.centre.noPrize')}
          </Text>
        ) : (
          <Button
            onClick={draw}
            disabled={!raffle.canClaim || !landed}
            loading={claim.isPending}
            data-testid={`raffle-draw-${raffle.promotionId}`}
          >
            {t('rewards.centre.draw')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
