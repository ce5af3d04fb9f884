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
// The files are found by path (locale-files.ts): nothing here changes. A language's files load
// when it is first used: loadStartLanguage() (the first screen's areas, first-paint-areas.ts) before the
// first render and loadLaterLanguages() after it, changeLanguage() on a switch.
import { LANGUAGES, type Language, normaliseLanguage } from '@sim/shared/languages';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadLocaleFiles } from './locale-files';
import { LANGUAGE_STORAGE_KEYS, startLanguage } from './stored-language';

export { storedLanguage } from './stored-language';

/** BCP 47 tags for `<html lang>`, so screen readers and fonts pick the right script. */
const HTML_LANG: Record<Language, string> = { BN: 'bn', EN: 'en', CN: 'zh-CN', JA: 'ja', TH: 'th', VI: 'vi' };

const FALLBACK_LANGUAGE: Language = 'EN';

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
});

const loading = new Map<string, Promise<void>>();

/** Fetches a language's translations (or only its first screen's areas) once; a failed fetch is
 *  tried again on the next call. */
function loadOnce(language: Language, firstPaint: boolean): Promise<void> {
  const key = firstPaint ? `${language}:first-paint` : language;
  let load = loading.get(key);
  if (!load) {
    load = loadLocaleFiles(language.toLowerCase(), firstPaint).then((files) => {
      // a language not shown (the fallback, loaded ahead) re-renders nothing
      const silent = language !== currentLanguage();
      i18n.addResourceBundle(language, 'translation', files, true, true, { silent });
    });
    load.catch(() => loading.delete(key));
    loading.set(key, load);
  }
  return load;
}

/** Fetches a language's translations once; a failed fetch is tried again on the next call. */
export function loadLanguage(language: Language): Promise<void> {
  return loadOnce(language, false);
}

/** Before the first render: the areas the first screen reads, in the visitor's language. */
export function loadStartLanguage(): Promise<void> {
  return loadOnce(currentLanguage(), true);
}

/** After the first paint: the rest of the visitor's language, then English, the fallback. */
export async function loadLaterLanguages(): Promise<void> {
  await loadLanguage(currentLanguage());
  await loadLanguage(FALLBACK_LANGUAGE);
}

/** Every language at once (tests render in any of them without waiting). */
export async function loadAllLanguages(): Promise<void> {
  await Promise.all(LANGUAGES.map(loadLanguage));
}

export function htmlLang(language: Language): string {
  return HTML_LANG[language];
}

// the page's language follows (the server's prerender has no page)
if (typeof document !== 'undefined') {
  i18n.on('languageChanged', (lng) => {
    document.documentElement.lang = htmlLang(normaliseLanguage(lng));
  });
  document.documentElement.lang = htmlLang(currentLanguage());
}

export function currentLanguage(): Language {
  return normaliseLanguage(i18n.language);
}

/** A visitor's choice is remembered; the merchant's default (persist = false) is not. */
export async function changeLanguage(language: Language, persist = true): Promise<void> {
  if (persist) for (const key of LANGUAGE_STORAGE_KEYS) localStorage.setItem(key, language);
  await loadLanguage(language);
  await i18n.changeLanguage(language);
}
