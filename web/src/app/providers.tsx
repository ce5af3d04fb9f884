import {
  localStorageColorSchemeManager,
  MantineProvider,
  mergeThemeOverrides,
  Notification,
} from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '../i18n';
import { THEME_STORAGE_KEY } from '../lib/browser/theme-key';
import { lazyComponent } from '../lib/first-paint/lazy-component';
import { I18nFieldMessages } from '../lib/form/I18nFieldMessages';
import { cssVariablesResolver, theme } from './theme';

const colorSchemeManager = localStorageColorSchemeManager({ key: THEME_STORAGE_KEY });

/** The toasts' container is a chunk of its own, fetched with the first toast: what callers show
 *  waits in `notifications`' store (in the first load) until the container is there to draw it. */
const Notifications = lazyComponent(() => import('../lib/feedback/notifications-container'), 'Notifications');
export const preloadNotifications = Notifications.preload;

function Toasts() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  const any = notifications.length + queue.length > 0;
  useEffect(() => {
    if (any) setWanted(true);
  }, [any]);
  if (!wanted && !any) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="bottom-right" />
    </Suspense>
  );
}

interface ProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** 'test' turns off Mantine's transitions and portals */
  env?: 'default' | 'test';
}

/** The theme with the notifications' close button named in the site's language (axe: button-name). */
function useSiteTheme() {
  const { t } = useTranslation();
  const close = t('common.close');
  return useMemo(
    () =>
      mergeThemeOverrides(theme, {
        components: {
          Notification: Notification.extend({ defaultProps: { closeButtonProps: { 'aria-label': close } } }),
        },
      }),
    [close],
  );
}

function SiteMantine({ env, children }: { env: 'default' | 'test'; children: ReactNode }) {
  return (
    <MantineProvider
      theme={useSiteTheme()}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="dark"
      env={env}
    >
      {children}
    </MantineProvider>
  );
}

export function Providers({ queryClient, children, env = 'default' }: ProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      {/* the site's form messages are i18n keys */}
      <I18nFieldMessages>
        <SiteMantine env={env}>
          <QueryClientProvider client={queryClient}>
            <Toasts />
            {children}
          </QueryClientProvider>
        </SiteMantine>
      </I18nFieldMessages>
    </I18nextProvider>
  );
}
