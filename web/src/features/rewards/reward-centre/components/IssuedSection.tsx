import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../../components/QueryView';
import { formatDateTime } from '../../../../lib/format/format';
import { useMoney } from '../../../../lib/format/use-money';
import { useRewardNotices } from '../../components/use-reward-notices';
import { PromotionStatusBadge } from '../../promotions/components/PromotionStatusBadge';
import { useClaimPromotion } from '../../promotions/hooks';
import { useIssuedPromotions } from '../hooks';
import { EmptyNote } from './EmptyNote';

/** Rewards issued to the member (an approved application, a met condition): claim pays them. */
export function IssuedSection() {
  const { t } = useTranslation();
  const money = useMoney();
  const issued = useIssuedPromotions();
  const claim = useClaimPromotion();
  const notices = useRewardNotices();

  return (
    <QueryView query={issued}>
      {(list) =>
        list.length === 0 ? (
          <EmptyNote text={t('rewards.centre.nothingIssued')} testId="issued-empty" />
        ) : (
          <Stack gap="xs">
            {list.map((item) => (
              <Card
                key={item.participationId}
                withBorder
                radius="md"
                padding="sm"
                data-testid={`issued-${item.participationId}`}
              >
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Stack gap={0}>
                    <Text fw={600}>{item.promotionTitle}</Text>
                    <Text size="xs" c="dimmed">
                      {formatDateTime(item.updateTime)}
                      {item.turnoverRequired !== null &&
                        ` · ${t('rewards.centre.turnover', { amount: money(item.turnoverRequired) })}`}
                    </Text>
                  </Stack>
                  <Group gap="xs">
                    <Text fw={700}>{item.bonusAmount === null ? '--' : money(item.bonusAmount)}</Text>
                    <PromotionStatusBadge status={item.activityStatus} />
                    <Button
                      size="xs"
                      color="green"
                      loading={claim.isPending && claim.variables?.participationId === item.participationId}
                      onClick={() =>
                        claim.mutate(
                          { participationId: item.participationId },
                          {
                            onSuccess: (paid) =>
                              notices.succeeded(
                                t('rewards.promotions.claimed', { amount: money(paid.bonusAmount ?? 0) }),
                              ),
                            onError: notices.failed,
                          },
                        )
                      }
                      data-testid={`issued-claim-${item.participationId}`}
                    >
                      {t('rewards.actions.claim')}
                    </Button>
                  </Group>
                </Group>
              </Card>
            ))}
          </Stack>
        )
      }
    </QueryView>
  );
}
