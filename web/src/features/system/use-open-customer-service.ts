// Every customer-service entry of the shell (right bar, side menu, /join) opens through this one hook:
// the support area's popup (getService's type-3 path, VIP service above rank 4, closed again on failure).

import { useSiteStatus } from '../../lib/site-status/site-status';
import { useOpenCustomerService as useSupportPopup } from '../support/open-customer-service';

export function useOpenCustomerService() {
  const services = useSiteStatus().info.customerService;
  const openPopup = useSupportPopup();
  return {
    /** the status lists the merchant's service paths; none: no entry that would only fail */
    available: services.length > 0,
    open: () => void openPopup(),
  };
}
