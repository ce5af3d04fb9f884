// Every customer-service entry of the shell (right bar, side menu) opens through this one hook, so
// the customer-service area (VIP service for ranks above 4, the chat room) changes it in one place.
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useSiteStatus } from '../../lib/site-status';
import { useCustomerServiceUrl } from './customer-service';

export function useOpenCustomerService() {
  const { t } = useTranslation();
  const services = useSiteStatus().info.customerService;
  const serviceUrl = useCustomerServiceUrl(services);
  return {
    available: services.length > 0,
    open: () => {
      // the path was opened ahead of the click, so the popup opens inside the user's gesture
      if (serviceUrl.data) window.open(serviceUrl.data, '_blank', 'noopener,noreferrer');
      else notifications.show({ color: 'red', message: t('system.contactUnavailable') });
    },
  };
}
