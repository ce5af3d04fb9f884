// One i18next instance for the site. The chosen language is kept in localStorage `lang` and
// `hisLang` (platform-spec.md section 3); `hisLang` is what the `Language` header follows.
//
// Translations live in locales/<language>/<area>.json, one file per top-level key: cashier.json
// holds every `cashier.*` key. Each language's files merge into the one `translation` namespace,
// so `t('cashier.amount')` reads locales/<language>/cashier.json. Parallel work on different areas
// touches different files. To add an area (promotions, points, agent, vip, referral, missions,
// inbox, help, ...):
//   1. write locales/en/<area>.json (English is the source of keys), then the same file with the
//      same keys in bn/, cn/, ja/, th/ and vi/: locales.test.ts fails until every language has
//      exactly the files and keys of en/, no value empty;
//   2. add the area to translation.ts (one import, one field), which types the keys of `t()`.
// The files are found by path (locale-files.ts): nothing here changes. A merchant may also declare a
// language of the platform's list the site does not translate (shared/src/languages.ts): it shows
// English per key, or its own text for the keys a partial folder locales/<code>/ gives. A language's files load
// when it is first used: loadStartLanguage() (the first screen's areas, first-paint-areas.ts) before the
// first render and loadLaterLanguages() after it, changeLanguage() on a switch.
import {
  DEFAULT_LANGUAGE,
  FALLBACK_LANGUAGE,
  isTranslated,
  LANGUAGES,
  type Language,
  languageTag,
  normaliseLanguage,
  type PlatformLanguage,
  platformLanguage,
} from '@sim/shared/languages';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadLocaleFiles } from './locale-files';
import { addAreas, noteMissedKey } from './missed-keys';
import { LANGUAGE_STORAGE_KEYS, startLanguage } from './stored-language';

export { storedLanguage } from './stored-language';

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  // filled per language by loadLanguage
  resources: {},
  lng: startLanguage(),
  fallbackLng: FALLBACK_LANGUAGE,
  interpolation: { escapeValue: false },
  initAsync: false,
  // a language's later areas arrive after the first paint: what showed their keys shows their texts
  react: { bindI18nStore: 'added' },
  // which keys showed raw: only an area that fills one re-renders the page (missed-keys.ts)
  parseMissingKeyHandler: noteMissedKey,
});

const loading = new Map<string, Promise<void>>();

/** Whether the page shows a language's texts: the chosen one, and English under one not (fully) translated. */
function isShown(language: PlatformLanguage): boolean {
  const chosen = chosenLanguage();
  return language === chosen || (!isTranslated(chosen) && language === FALLBACK_LANGUAGE);
}

/** Fetches a language's translations (or only its first screen's areas) once; a failed fetch is
 *  tried again on the next call. A language without a folder (or a partial one) adds what it has. */
function loadOnce(language: PlatformLanguage, firstPaint: boolean): Promise<void> {
  const key = firstPaint ? `${language}:first-paint` : language;
  let load = loading.get(key);
  if (!load) {
    load = loadLocaleFiles(language.toLowerCase(), firstPaint).then((files) => {
      // A language not shown (the fallback, loaded ahead) re-renders nothing, nor do areas the page
      // showed no key of: react-i18next re-renders every translated component, synchronously, on
      // 'added' (0.3–1 s of a phone's main thread after the landing page's first paint, issue 44).
      addAreas(i18n, language, files, isShown(language));
    });
    load.catch(() => loading.delete(key));
    loading.set(key, load);
  }
  return load;
}

/** Fetches a language's translations once; a failed fetch is tried again on the next call. */
export function loadLanguage(language: PlatformLanguage): Promise<void> {
  return loadOnce(language, false);
}

/** Before the first render: the areas the first screen reads, in the visitor's language (and in
 *  English under a language the site does not translate, whose keys fall back to it). */
export async function loadStartLanguage(): Promise<void> {
  const chosen = chosenLanguage();
  await Promise.all([
    loadOnce(chosen, true),
    ...(isTranslated(chosen) ? [] : [loadOnce(FALLBACK_LANGUAGE, true)]),
  ]);
}

/** After the first paint: the rest of the visitor's language, then English, the fallback. */
export async function loadLaterLanguages(): Promise<void> {
  await loadLanguage(chosenLanguage());
  await loadLanguage(FALLBACK_LANGUAGE);
}

/** Every language at once (tests render in any of them without waiting). */
export async function loadAllLanguages(): Promise<void> {
  await Promise.all(LANGUAGES.map(loadLanguage));
}

export function htmlLang(language: PlatformLanguage): string {
  return languageTag(language);
}

// the page's language follows (the server's prerender has no page)
if (typeof document !== 'undefined') {
  i18n.on('languageChanged', (lng) => {
    document.documentElement.lang = htmlLang(platformLanguage(lng, FALLBACK_LANGUAGE));
  });
  document.documentElement.lang = htmlLang(chosenLanguage());
}

/** The interface language the visitor (or the merchant's default) chose: any of the platform's 39. */
export function chosenLanguage(): PlatformLanguage {
  return platformLanguage(i18n.language, DEFAULT_LANGUAGE);
}

/** The translated language content follows: the chosen one, or English for one the site does not translate. */
export function currentLanguage(): Language {
  return normaliseLanguage(i18n.language);
}

/** A visitor's choice is remembered; the merchant's default (persist = false) is not. A language the
 *  site does not translate (fully) shows English for each key it lacks (i18next's fallbackLng). */
export async function changeLanguage(language: PlatformLanguage, persist = true): Promise<void> {
  if (persist) for (const key of LANGUAGE_STORAGE_KEYS) localStorage.setItem(key, language);
  await Promise.all([
    loadLanguage(language),
    ...(isTranslated(language) ? [] : [loadLanguage(FALLBACK_LANGUAGE)]),
  ]);
  // the same language again (the merchant's default, which the visitor already reads) would re-render
  // every translated component for nothing: i18next announces a change to the same language too
  if (language !== i18n.language) await i18n.changeLanguage(language);
}
