// The visitor's language as the page starts, apart from i18next (index.ts) so the early boot calls
// (boot/early-calls.ts) send the `Language` header the wire client will.
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@sim/shared/languages';

/** `hisLang` is what the `Language` header follows; `lang` the site's own choice (spec section 3). */
export const LANGUAGE_STORAGE_KEYS = ['hisLang', 'lang'] as const;

/** None on the server (its prerender of a page renders the default: prerender/landing.tsx). */
export function storedLanguage(): Language | null {
  if (typeof localStorage === 'undefined') return null;
  for (const key of LANGUAGE_STORAGE_KEYS) {
    const value = localStorage.getItem(key);
    if (value && (LANGUAGES as readonly string[]).includes(value)) return value as Language;
  }
  return null;
}

/** The language the page starts in: the stored one, else the default. */
export function startLanguage(): Language {
  return storedLanguage() ?? DEFAULT_LANGUAGE;
}
