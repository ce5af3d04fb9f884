// The landing page's HTML may carry its first screen, prerendered by the server (prerender/landing.tsx)
// for a first-time visitor of the page's merchant: no session, the default language and theme, nothing
// remembered. Whether
// this visitor is one: index.html's boot script (early-calls.ts) hides the markup from anyone else
// before it paints, and main.tsx hydrates it or renders afresh.
import { DEFAULT_LANGUAGE } from '@sim/shared/languages';
import { PRERENDERED_ATTRIBUTE } from '@sim/shared/prerender';
import { readToken } from '../api/session-store';
import { currentMerchant, PAGE_MERCHANT } from '../api/wire-headers';
import { REMEMBER_COOKIES } from '../features/session/remember-me';
import { startLanguage } from '../i18n/stored-language';
import { readCookie } from '../lib/browser/cookies';
import { THEME_STORAGE_KEY } from '../lib/browser/theme-key';

/** the longest a hydrated page stays inert waiting for a quiet main thread */
const HYDRATION_SETTLES_MS = 2000;

/** Set on <html> when the page's prerendered markup is not this visitor's (index.html hides it). */
export const UNFIT_ATTRIBUTE = 'data-prerender-unfit';

export function prerenderFits(): boolean {
  let theme: string | null = null;
  try {
    theme = localStorage.getItem(THEME_STORAGE_KEY);
  } catch {}
  return (
    // a launch URL's `?merchant=` makes the tab another brand's than the one the page was served for
    currentMerchant() === PAGE_MERCHANT &&
    readToken() === null &&
    startLanguage() === DEFAULT_LANGUAGE &&
    theme !== 'light' &&
    readCookie(REMEMBER_COOKIES.remember) === null
  );
}

/** index.html's boot script, before the body is read: markup that is not this visitor's never shows. */
export function hidePrerenderUnlessFits(): void {
  if (!prerenderFits()) document.documentElement.setAttribute(UNFIT_ATTRIBUTE, '');
}

/** main.tsx: true when the root holds markup to hydrate; markup that is not this visitor's is dropped. */
export function adoptPrerender(root: HTMLElement): boolean {
  if (!root.hasAttribute(PRERENDERED_ATTRIBUTE)) return false;
  if (prerenderFits()) return true;
  root.replaceChildren();
  root.removeAttribute(PRERENDERED_ATTRIBUTE);
  root.removeAttribute('inert');
  return false;
}

/** After the root's hydration the prerendered page takes input (the server sends it inert: site.ts),
 *  once React has also hydrated its Suspense boundaries (the page, the header's login form), which it
 *  does in tasks of their own after the root's and after their chunks (`lateChunks`) have arrived: when
 *  the main thread has gone quiet after both. An input typed into a part not yet hydrated lost its text. */
export function prerenderHydrated(lateChunks: () => Promise<unknown>): void {
  const root = document.getElementById('root');
  if (!root?.hasAttribute('inert')) return;
  const release = () => root.removeAttribute('inert');
  const whenQuiet = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(release, { timeout: HYDRATION_SETTLES_MS })
      : setTimeout(release, 0);
  void lateChunks().then(whenQuiet, whenQuiet);
}
