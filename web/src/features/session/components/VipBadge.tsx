import { Badge } from '@mantine/core';
import type { MemberInfo } from '@sim/shared/wps/member';
import { IconCrown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The VIP rank label, or '- -' when the member has none (platform-spec.md section 2, "Header"). */
export function VipBadge({ clubLabel }: { clubLabel: MemberInfo['clubLabel'] | null | undefined }) {
  const { t } = useTranslation();
  const label = clubLabel?.labelName || '- -';

  return (
    <Badge
      variant="gradient"
      gradient={{ from: 'yellow.5', to: 'orange.6', deg: 135 }}
      leftSection={<IconCrown size={12} />}
      title={t('vip.rank')}
      data-testid="vip-label"
    >
      {label}
    </Badge>
  );
}
