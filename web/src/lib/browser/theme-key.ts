/** Where the visitor's theme is kept: read by index.html's inline script before React mounts, by the
 *  colour scheme manager (app/providers.tsx) and by the prerender's fit (boot/prerender-fits.ts). */
export const THEME_STORAGE_KEY = 'theme';
