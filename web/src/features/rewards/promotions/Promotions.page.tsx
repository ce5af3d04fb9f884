import { SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { PROMOTION_CATEGORIES, type Promotion, type PromotionCategory } from '@sim/shared/relay/promofe';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryView } from '../../../components/QueryView';
import { PromotionCard } from './components/PromotionCard';
import { usePromotions } from './hooks';
import { isOffStage } from './promotion-action';

type Tab = 'ALL' | PromotionCategory;

function isTab(value: string | null): value is Tab {
  return value === 'ALL' || (PROMOTION_CATEGORIES as readonly (string | null)[]).includes(value);
}

function PromotionGrid({ promotions, testId }: { promotions: readonly Promotion[]; testId: string }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" data-testid={testId}>
      {promotions.map((promotion) => (
        <PromotionCard key={promotion.promotionId} promotion={promotion} />
      ))}
    </SimpleGrid>
  );
}

/** Promotions not open now, under their own heading below the open ones. */
function OffStageSection({
  title,
  promotions,
  testId,
}: {
  title: string;
  promotions: readonly Promotion[];
  testId: string;
}) {
  if (promotions.length === 0) return null;
  return (
    <Stack gap="sm" mt="xl">
      <Title order={2} size="h4" c="dimmed">
        {title}
      </Title>
      <PromotionGrid promotions={promotions} testId={testId} />
    </Stack>
  );
}

/** The open promotions in the main grid; coming soon and ended ones apart, each in its own section. */
function PromotionSections({ promotions }: { promotions: readonly Promotion[] }) {
  const { t } = useTranslation();
  const open = promotions.filter((promotion) => !isOffStage(promotion));
  const upcoming = promotions.filter((promotion) => promotion.activityStatus === 'COMING_SOON');
  const ended = promotions.filter((promotion) => promotion.activityStatus === 'CLOSE');
  return (
    <>
      {open.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl" data-testid="promotions-empty">
          {t('rewards.promotions.empty')}
        </Text>
      ) : (
        <PromotionGrid promotions={open} testId="promotion-grid" />
      )}
      <OffStageSection
        title={t('rewards.promotions.upcoming')}
        promotions={upcoming}
        testId="promotion-grid-upcoming"
      />
      <OffStageSection
        title={t('rewards.promotions.ended')}
        promotions={ended}
        testId="promotion-grid-ended"
      />
    </>
  );
}

/** /promotions: the merchant's promotions by category, each with the member's state and action. */
export function PromotionsPage() {
  const { t } = useTranslation();
  const promotions = usePromotions();
  const [search, setSearch] = useSearchParams();
  const requested = search.get('category');
  const tab: Tab = isTab(requested) ? requested : 'ALL';

  return (
    <>
      <Title order={1} size="h2" mb="md">
        {t('rewards.promotions.title')}
      </Title>
      <QueryView query={promotions}>
        {(list) => {
          // only the categories that have a promotion get a tab
          const categories = PROMOTION_CATEGORIES.filter((category) =>
            list.some((p) => p.category === category),
          );
          const shown = tab === 'ALL' ? list : list.filter((promotion) => promotion.category === tab);
          return (
            <Tabs
              value={tab}
              onChange={(value) =>
                setSearch(value && value !== 'ALL' ? { category: value } : {}, { replace: true })
              }
            >
              <Tabs.List mb="md" style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
                {(['ALL', ...categories] as const).map((category) => (
                  <Tabs.Tab key={category} value={category} data-testid={`promotion-tab-${category}`}>
                    {t(`rewards.categories.${category}`)}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              <PromotionSections promotions={shown} />
            </Tabs>
          );
        }}
      </QueryView>
    </>
  );
}
