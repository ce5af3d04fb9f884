// The web font Bengali text is set in (@fontsource-variable/noto-sans-bengali, main.tsx imports its
// faces). Chromium keeps text laid out while the face was still loading in the fallback, a font without
// Bengali glyphs (boxes), even once it has loaded: what shows Bengali is laid out after it has.
import { DEFAULT_LANGUAGE } from '@sim/shared/languages';
import { startLanguage } from '../i18n/stored-language';

const FONT = '16px "Noto Sans Bengali Variable"';
/** a stalled font request holds the page up no longer than this */
const WAIT_MS = 400;
/** Set on <html> while a prerendered first screen waits for the font (index.html hides it meanwhile). */
export const FONT_PENDING_ATTRIBUTE = 'data-font-pending';

/** Settles once the font has loaded, or after the cap (the page then goes on without it). */
export function bengaliFontReady(): Promise<unknown> {
  return Promise.race([
    document.fonts.load(FONT, '\u09b9').catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, WAIT_MS)),
  ]);
}

/** the prerendered first screen shows without the font after this long (a stalled request) */
const PRERENDER_WAIT_MS = 1000;

/** Once the page's first stylesheet (the site's, which declares the font's faces) has loaded. */
function siteStylesheetLoaded(): Promise<void> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      const sheet = document.querySelector('link[rel="stylesheet"]');
      if (!sheet) return;
      observer.disconnect();
      sheet.addEventListener('load', () => resolve());
      sheet.addEventListener('error', () => resolve());
    });
    observer.observe(document.documentElement, { childList: true, subtree: true });
  });
}

/** index.html's boot script: the prerendered first screen (in Bengali, prerender-fits.ts) is laid out
 *  once the font has loaded, which is asked for as soon as its faces are declared. */
export function holdPrerenderForFont(): void {
  if (startLanguage() !== DEFAULT_LANGUAGE) return;
  const page = document.documentElement;
  const release = () => page.removeAttribute(FONT_PENDING_ATTRIBUTE);
  page.setAttribute(FONT_PENDING_ATTRIBUTE, '');
  setTimeout(release, PRERENDER_WAIT_MS);
  void siteStylesheetLoaded()
    .then(() => document.fonts.load(FONT, '\u09b9'))
    .then(release, release);
}
