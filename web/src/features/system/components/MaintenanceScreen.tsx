import { Text } from '@mantine/core';
import type { SystemStatus } from '@sim/shared/wps/system';
import { IconTool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/format';
import { ContactUsButton } from './ContactUsButton';
import { StatusScreen } from './StatusScreen';

export function MaintenanceScreen({ status }: { status: SystemStatus }) {
  const { t } = useTranslation();
  const endTime = status.maintenanceEndTime;

  return (
    <StatusScreen
      testId="maintenance-screen"
      icon={<IconTool size={40} />}
      title={t('system.maintenance.title')}
    >
      <Text c="dimmed">{t('system.maintenance.body')}</Text>
      {endTime !== null && (
        <Text fw={600} data-testid="maintenance-end">
          {t('system.maintenance.endsAt', { time: formatDateTime(endTime) })}
        </Text>
      )}
      <ContactUsButton services={status.info.customerService} />
    </StatusScreen>
  );
}
