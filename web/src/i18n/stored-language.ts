// The visitor's language as the page starts, apart from i18next (index.ts) so the early boot calls
// (boot/early-calls.ts) send the `Language` header the wire client will.
import { DEFAULT_LANGUAGE, type PlatformLanguage, platformLanguage } from '@sim/shared/languages';

/** `hisLang` is what the `Language` header follows; `lang` the site's own choice (spec section 3). */
export const LANGUAGE_STORAGE_KEYS = ['hisLang', 'lang'] as const;

/** None on the server (its prerender of a page renders the default: prerender/landing.tsx). */
export function storedLanguage(): PlatformLanguage | null {
  if (typeof localStorage === 'undefined') return null;
  for (const key of LANGUAGE_STORAGE_KEYS) {
    const language = platformLanguage(localStorage.getItem(key), null);
    if (language) return language;
  }
  return null;
}

/** The language the page starts in: the stored one, else the default. */
export function startLanguage(): PlatformLanguage {
  return storedLanguage() ?? DEFAULT_LANGUAGE;
}
