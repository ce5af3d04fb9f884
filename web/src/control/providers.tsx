import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { CONTROL_THEME_KEY, controlTheme } from './theme';

const colorSchemeManager = localStorageColorSchemeManager({ key: CONTROL_THEME_KEY });

interface ControlProvidersProps {
  children: ReactNode;
  /** 'test' turns off Mantine's transitions and portals */
  env?: 'default' | 'test';
}

/** Theme, confirm modals and notifications: what every screen of the panel stands on. */
export function ControlProviders({ children, env = 'default' }: ControlProvidersProps) {
  return (
    <MantineProvider
      theme={controlTheme}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="dark"
      env={env}
    >
      <ModalsProvider>
        <Notifications position="bottom-right" />
        {children}
      </ModalsProvider>
    </MantineProvider>
  );
}
