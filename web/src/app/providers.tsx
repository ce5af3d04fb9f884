import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n';
import { I18nFieldMessages } from '../lib/form/I18nFieldMessages';
import { cssVariablesResolver, theme } from './theme';

/** The same key the inline script in index.html reads before React mounts. */
export const THEME_STORAGE_KEY = 'theme';
const colorSchemeManager = localStorageColorSchemeManager({ key: THEME_STORAGE_KEY });

interface ProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** 'test' turns off Mantine's transitions and portals */
  env?: 'default' | 'test';
}

export function Providers({ queryClient, children, env = 'default' }: ProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      {/* the site's form messages are i18n keys */}
      <I18nFieldMessages>
        <MantineProvider
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          colorSchemeManager={colorSchemeManager}
          defaultColorScheme="dark"
          env={env}
        >
          <QueryClientProvider client={queryClient}>
            <ModalsProvider>
              <Notifications position="bottom-right" />
              {children}
            </ModalsProvider>
          </QueryClientProvider>
        </MantineProvider>
      </I18nFieldMessages>
    </I18nextProvider>
  );
}
