import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import type { Promotion } from '@sim/shared/relay/promofe';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DrawnArt } from '../../../../components/DrawnArt';
import { promoDetailPath } from '../promotion-paths';
import { PromotionActionButton } from './PromotionActionButton';
import { PromotionPeriod } from './PromotionPeriod';
import { PromotionStatusBadge } from './PromotionStatusBadge';

/** One promotion on /promotions: banner, title, period, its state and the action that state allows. */
export function PromotionCard({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation();
  const detail = promoDetailPath(promotion.promotionId);

  return (
    <Card withBorder radius="md" padding="md" data-testid={`promotion-card-${promotion.promotionId}`}>
      <Card.Section component={Link} to={detail} aria-label={promotion.title}>
        {/* the banner at its own shape (1200 x 360): a fixed height cropped its drawn title's first
            letters on a phone */}
        <DrawnArt src={promotion.bannerUrl} alt="" style={{ width: '100%', aspectRatio: '10 / 3' }} />
      </Card.Section>
      <Stack gap={6} mt="sm" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={700} lineClamp={2}>
            {promotion.title}
          </Text>
          <PromotionStatusBadge
            status={promotion.activityStatus}
            testId={`promotion-status-${promotion.promotionId}`}
          />
        </Group>
        <Text size="sm" c="dimmed" lineClamp={3} style={{ flexGrow: 1 }}>
          {promotion.summary}
        </Text>
        <PromotionPeriod promotion={promotion} />
        <Group justify="space-between" mt="xs">
          <Anchor
            component={Link}
            to={detail}
            size="sm"
            data-testid={`promotion-detail-${promotion.promotionId}`}
          >
            {t('rewards.promotions.details')}
          </Anchor>
          <PromotionActionButton promotion={promotion} />
        </Group>
      </Stack>
    </Card>
  );
}
