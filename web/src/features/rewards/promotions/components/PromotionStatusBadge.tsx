import { Badge } from '@mantine/core';
import type { ActivityStatus } from '@sim/shared/relay/promofe';
import { useTranslation } from 'react-i18next';
import { STATUS_COLOURS } from '../promotion-action';

export function PromotionStatusBadge({ status, testId }: { status: ActivityStatus; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLOURS[status]} variant="light" data-testid={testId} data-status={status}>
      {t(`rewards.status.${status}`)}
    </Badge>
  );
}
