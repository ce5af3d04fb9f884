import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { SystemStatus } from '@sim/shared/wps/system';
import { IconHeadset } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCustomerServiceUrl } from '../customer-service';

interface ContactUsButtonProps {
  services: SystemStatus['info']['customerService'];
}

export function ContactUsButton({ services }: ContactUsButtonProps) {
  const { t } = useTranslation();
  const serviceUrl = useCustomerServiceUrl(services);

  const open = () => {
    if (serviceUrl.data) window.open(serviceUrl.data, '_blank', 'noopener,noreferrer');
    else notifications.show({ color: 'red', message: t('system.contactUnavailable') });
  };

  return (
    <Button
      size="md"
      leftSection={<IconHeadset size={20} />}
      onClick={open}
      loading={serviceUrl.isPending}
      disabled={services.length === 0}
      data-testid="contact-us"
    >
      {t('common.contactUs')}
    </Button>
  );
}
