import { normaliseLanguage } from '@sim/shared/languages';
import { type SystemStatus, systemStatusCode } from '@sim/shared/wps/system';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { BootFailed, BootLoader } from '../features/system/components/BootScreens';
import { MaintenanceScreen } from '../features/system/components/MaintenanceScreen';
import { RegionScreen } from '../features/system/components/RegionScreen';
import { changeLanguage, storedLanguage } from '../i18n';
import { useSystemStatus } from '../lib/site-status';
import { createSiteRouter } from './router';

/** Root screen by system status (platform-spec.md section 2): 0 the site, 1 maintenance, 2 region. */
export function RootScreen() {
  const status = useSystemStatus();
  // one router for the page's lifetime, kept while maintenance comes and goes
  const [router] = useState(createSiteRouter);
  useBrandDefaults(status.data);

  if (!status.data) {
    return status.isError ? <BootFailed onRetry={() => void status.refetch()} /> : <BootLoader />;
  }
  switch (systemStatusCode(status.data)) {
    case 1:
      return <MaintenanceScreen status={status.data} />;
    case 2:
      return <RegionScreen status={status.data} />;
    default:
      return <RouterProvider router={router} />;
  }
}

/** The tab title is the merchant's name; its default language applies until the visitor picks one. */
function useBrandDefaults(status: SystemStatus | undefined): void {
  const merchantName = status?.info.config.merchantName;
  const defaultLanguage = status?.info.config.defaultLanguage;

  useEffect(() => {
    if (merchantName) document.title = merchantName;
  }, [merchantName]);

  useEffect(() => {
    if (defaultLanguage && storedLanguage() === null)
      void changeLanguage(normaliseLanguage(defaultLanguage), false);
  }, [defaultLanguage]);
}
