import { Text } from '@mantine/core';
import type { Promotion } from '@sim/shared/relay/promofe';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format/format';

/** From when until when: a promotion without an end says so. */
export function PromotionPeriod({ promotion }: { promotion: Pick<Promotion, 'startTime' | 'endTime'> }) {
  const { t } = useTranslation();
  const end = promotion.endTime === null ? t('rewards.promotions.noEnd') : formatDateTime(promotion.endTime);
  return (
    <Text size="xs" c="dimmed">
      {t('rewards.promotions.period', { start: formatDateTime(promotion.startTime), end })}
    </Text>
  );
}
