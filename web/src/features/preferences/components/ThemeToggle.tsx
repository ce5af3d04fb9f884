import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Dark or light (platform-spec.md section 1); MantineProvider's manager persists the choice. */
export function useThemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('dark', { getInitialValueInEffect: false });
  const next = scheme === 'dark' ? 'light' : 'dark';
  return { scheme, next, toggle: () => setColorScheme(next) } as const;
}

export function ThemeToggle() {
  const { t } = useTranslation();
  const { scheme, next, toggle } = useThemeToggle();

  return (
    <ActionIcon
      variant="default"
      size="lg"
      onClick={toggle}
      aria-label={next === 'light' ? t('theme.toLight') : t('theme.toDark')}
      data-testid="theme-toggle"
    >
      {scheme === 'dark' ? <IconSun size={18} /> : <IconMoon size={18} />}
    </ActionIcon>
  );
}
