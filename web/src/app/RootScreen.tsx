import { DEFAULT_LANGUAGE, platformLanguage } from '@sim/shared/languages';
import type { SystemStatus } from '@sim/shared/wps/system';
import { systemStatusCode } from '@sim/shared/wps/system-code';
import { Suspense, useEffect } from 'react';
import { BrowserRouter, StaticRouter } from 'react-router';
import { BootFailed, BootLoader } from '../features/system/components/BootScreens';
import { changeLanguage, storedLanguage } from '../i18n';
import { lazyComponent } from '../lib/first-paint/lazy-component';
import { useSystemStatus } from '../lib/site-status/site-status';
import { SiteRoutes } from './router';

// the screens a closed site shows are chunks of their own: an open site never needs them
const MaintenanceScreen = lazyComponent(
  () => import('../features/system/components/MaintenanceScreen'),
  'MaintenanceScreen',
);
const RegionScreen = lazyComponent(
  () => import('../features/system/components/RegionScreen'),
  'RegionScreen',
);

/**
 * Root screen by system status (platform-spec.md section 2): 0 the site, 1 maintenance, 2 region. The
 * server's prerender of a page (prerender/landing.tsx) renders it at that page's `location`.
 */
export function RootScreen({ location }: { location?: string }) {
  // one router for the page's lifetime, kept while maintenance comes and goes
  return location === undefined ? (
    <BrowserRouter>
      <ScreenByStatus />
    </BrowserRouter>
  ) : (
    <StaticRouter location={location}>
      <ScreenByStatus />
    </StaticRouter>
  );
}

function ScreenByStatus() {
  const status = useSystemStatus();
  useBrandDefaults(status.data);

  if (!status.data) {
    return status.isError ? <BootFailed onRetry={() => void status.refetch()} /> : <BootLoader />;
  }
  switch (systemStatusCode(status.data)) {
    case 1:
      return (
        <Suspense fallback={<BootLoader />}>
          <MaintenanceScreen status={status.data} />
        </Suspense>
      );
    case 2:
      return (
        <Suspense fallback={<BootLoader />}>
          <RegionScreen status={status.data} />
        </Suspense>
      );
    default:
      return <SiteRoutes />;
  }
}

/** The tab title is the merchant's name; its default language applies until the visitor picks one. */
function useBrandDefaults(status: SystemStatus | undefined): void {
  const merchantName = status?.info.config.merchantName;
  const defaultLanguage = status?.info.config.defaultLanguage;

  useEffect(() => {
    // the site's pages title themselves ("Slots | SimBet", app/shell/use-page-meta.ts): this names the
    // screens before and around them, and leaves a page's own title alone
    if (merchantName && !document.title.includes(merchantName)) document.title = merchantName;
  }, [merchantName]);

  useEffect(() => {
    if (defaultLanguage && storedLanguage() === null)
      void changeLanguage(platformLanguage(defaultLanguage, DEFAULT_LANGUAGE), false);
  }, [defaultLanguage]);
}
