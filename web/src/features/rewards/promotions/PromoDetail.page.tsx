import { Anchor, Card, Group, Stack, Title, Typography } from '@mantine/core';
import { IconArrowLeft, IconGiftOff } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DrawnArt } from '../../../components/DrawnArt';
import { MessagePanel } from '../../../components/MessagePanel';
import { QueryView } from '../../../components/QueryView';
import { useSession } from '../../../lib/session/session';
import { sanitizeHtml } from '../../notices/sanitize-html';
import { ApplyForm } from './components/ApplyForm';
import { PromotionActionButton } from './components/PromotionActionButton';
import { PromotionPeriod } from './components/PromotionPeriod';
import { PromotionStatusBadge } from './components/PromotionStatusBadge';
import { PromotionTerms } from './components/PromotionTerms';
import { usePromotions } from './hooks';
import { promotionAction } from './promotion-action';
import { promotionIdOf } from './promotion-paths';

/** The merchant's HTML, with scripts and handlers taken out. */
function PromotionContent({ html }: { html: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Typography>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: promotion content is the merchant's HTML, sanitised */}
      <div data-testid="promo-detail-content" dangerouslySetInnerHTML={{ __html: safe }} />
    </Typography>
  );
}

/** /promoDetail?id=: one promotion's content and terms, its state, and joining or applying. */
export function PromoDetailPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const promotionId = promotionIdOf(search);
  const promotions = usePromotions();
  const member = useSession().status === 'member';
  const [applying, setApplying] = useState(false);

  return (
    <Stack gap="md">
      <Anchor component={Link} to="/promotions" size="sm" data-testid="promo-detail-back">
        <Group gap={4}>
          <IconArrowLeft size={16} />
          {t('rewards.promotions.back')}
        </Group>
      </Anchor>
      <QueryView query={promotions}>
        {(list) => {
          const promotion = list.find((p) => p.promotionId === promotionId);
          if (!promotion)
            return (
              <MessagePanel
                testId="promo-detail-missing"
                icon={<IconGiftOff size={36} />}
                title={t('rewards.promotions.missing')}
                body={t('rewards.promotions.missingBody')}
              />
            );
          const showForm = member && applying && promotionAction(promotion) === 'apply';
          return (
            <Card withBorder radius="md" padding="lg" data-testid={`promo-detail-${promotion.promotionId}`}>
              <Card.Section>
                <DrawnArt
                  src={promotion.bannerUrl}
                  alt=""
                  style={{ width: '100%', aspectRatio: '10 / 3', maxHeight: 260 }}
                />
              </Card.Section>
              <Stack gap="sm" mt="md">
                <Group justify="space-between" align="flex-start">
                  <Title order={1} size="h3">
                    {promotion.title}
                  </Title>
                  <PromotionStatusBadge status={promotion.activityStatus} testId="promo-detail-status" />
                </Group>
                <PromotionPeriod promotion={promotion} />
                <PromotionTerms promotion={promotion} />
                <PromotionContent html={promotion.content} />
                {showForm ? (
                  <ApplyForm promotionId={promotion.promotionId} onApplied={() => setApplying(false)} />
                ) : (
                  <Group justify="flex-end">
                    <PromotionActionButton promotion={promotion} onApply={() => setApplying(true)} />
                  </Group>
                )}
              </Stack>
            </Card>
          );
        }}
      </QueryView>
    </Stack>
  );
}
