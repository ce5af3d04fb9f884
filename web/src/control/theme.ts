import { createTheme } from '@mantine/core';

/** Teal, so nobody mistakes the control panel for the member site (brand purple). */
export const controlTheme = createTheme({
  primaryColor: 'teal',
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
  fontFamilyMonospace: 'ui-monospace, "JetBrains Mono", "SFMono-Regular", Menlo, Consolas, monospace',
});

/** The key the inline script in admin/index.html reads before React mounts. */
export const CONTROL_THEME_KEY = 'sim-admin-theme';
