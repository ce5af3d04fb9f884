// One i18next instance for the site. The chosen language is kept in localStorage `lang` and
// `hisLang` (platform-spec.md section 3); `hisLang` is what the `Language` header follows.
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, normaliseLanguage } from '@sim/shared/languages';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import bn from './locales/bn.json';
import cn from './locales/cn.json';
import en from './locales/en.json';
import ja from './locales/ja.json';
import th from './locales/th.json';
import vi from './locales/vi.json';

export const resources = {
  BN: { translation: bn },
  EN: { translation: en },
  CN: { translation: cn },
  JA: { translation: ja },
  TH: { translation: th },
  VI: { translation: vi },
} satisfies Record<Language, { translation: typeof en }>;

/** BCP 47 tags for `<html lang>`, so screen readers and fonts pick the right script. */
const HTML_LANG: Record<Language, string> = { BN: 'bn', EN: 'en', CN: 'zh-CN', JA: 'ja', TH: 'th', VI: 'vi' };

const STORAGE_KEYS = ['hisLang', 'lang'] as const;

export function storedLanguage(): Language | null {
  for (const key of STORAGE_KEYS) {
    const value = localStorage.getItem(key);
    if (value && (LANGUAGES as readonly string[]).includes(value)) return value as Language;
  }
  return null;
}

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources,
  lng: storedLanguage() ?? DEFAULT_LANGUAGE,
  fallbackLng: 'EN',
  interpolation: { escapeValue: false },
  initAsync: false,
});

export function htmlLang(language: Language): string {
  return HTML_LANG[language];
}

i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = htmlLang(normaliseLanguage(lng));
});
document.documentElement.lang = htmlLang(currentLanguage());

export function currentLanguage(): Language {
  return normaliseLanguage(i18n.language);
}

/** A visitor's choice is remembered; the merchant's default (persist = false) is not. */
export async function changeLanguage(language: Language, persist = true): Promise<void> {
  if (persist) for (const key of STORAGE_KEYS) localStorage.setItem(key, language);
  await i18n.changeLanguage(language);
}
