// Interface languages (platform-spec.md sections 1 and 9; BN is the default). The spec says 39 interface
// languages are mentioned without naming them: PLATFORM_LANGUAGES is our list of 39 (the six the site
// translates, then 33 more in the platform's code style: upper case, CN for simplified Chinese).
// A merchant may declare any of them; a language the site does not translate shows English per key.

/** The languages the site translates completely (web/src/i18n/locales/<code>/). */
export const LANGUAGES = ['BN', 'EN', 'CN', 'JA', 'TH', 'VI'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'BN';
/** What a language without a translation (or a key missing from one) shows. */
export const FALLBACK_LANGUAGE: Language = 'EN';

/** code → its own name (what a language menu shows) and its BCP 47 tag (`<html lang>`). */
const PLATFORM_LANGUAGE_INFO = {
  BN: { name: 'বাংলা', tag: 'bn' },
  EN: { name: 'English', tag: 'en' },
  CN: { name: '简体中文', tag: 'zh-CN' },
  JA: { name: '日本語', tag: 'ja' },
  TH: { name: 'ไทย', tag: 'th' },
  VI: { name: 'Tiếng Việt', tag: 'vi' },
  HI: { name: 'हिन्दी', tag: 'hi' },
  TW: { name: '繁體中文', tag: 'zh-TW' },
  KO: { name: '한국어', tag: 'ko' },
  ID: { name: 'Bahasa Indonesia', tag: 'id' },
  MS: { name: 'Bahasa Melayu', tag: 'ms' },
  MY: { name: 'မြန်မာ', tag: 'my' },
  KM: { name: 'ខ្មែរ', tag: 'km' },
  LO: { name: 'ລາວ', tag: 'lo' },
  TL: { name: 'Filipino', tag: 'fil' },
  NE: { name: 'नेपाली', tag: 'ne' },
  UR: { name: 'اردو', tag: 'ur' },
  TA: { name: 'தமிழ்', tag: 'ta' },
  TE: { name: 'తెలుగు', tag: 'te' },
  MR: { name: 'मराठी', tag: 'mr' },
  GU: { name: 'ગુજરાતી', tag: 'gu' },
  KN: { name: 'ಕನ್ನಡ', tag: 'kn' },
  ML: { name: 'മലയാളം', tag: 'ml' },
  PA: { name: 'ਪੰਜਾਬੀ', tag: 'pa' },
  SI: { name: 'සිංහල', tag: 'si' },
  PT: { name: 'Português', tag: 'pt' },
  ES: { name: 'Español', tag: 'es' },
  FR: { name: 'Français', tag: 'fr' },
  DE: { name: 'Deutsch', tag: 'de' },
  IT: { name: 'Italiano', tag: 'it' },
  RU: { name: 'Русский', tag: 'ru' },
  TR: { name: 'Türkçe', tag: 'tr' },
  AR: { name: 'العربية', tag: 'ar' },
  FA: { name: 'فارسی', tag: 'fa' },
  NL: { name: 'Nederlands', tag: 'nl' },
  PL: { name: 'Polski', tag: 'pl' },
  UK: { name: 'Українська', tag: 'uk' },
  KK: { name: 'Қазақ тілі', tag: 'kk' },
  UZ: { name: 'Oʻzbekcha', tag: 'uz' },
} as const satisfies Record<Language, { name: string; tag: string }> &
  Record<string, { name: string; tag: string }>;

export type PlatformLanguage = keyof typeof PLATFORM_LANGUAGE_INFO;
export const PLATFORM_LANGUAGES = Object.keys(PLATFORM_LANGUAGE_INFO) as [
  PlatformLanguage,
  ...PlatformLanguage[],
];

/** A language's own name, as a language menu shows it in every interface language. */
export const languageName = (code: PlatformLanguage): string => PLATFORM_LANGUAGE_INFO[code].name;

/** The BCP 47 tag for `<html lang>`, so screen readers and fonts pick the right script. */
export const languageTag = (code: PlatformLanguage): string => PLATFORM_LANGUAGE_INFO[code].tag;

export const isTranslated = (code: string): code is Language =>
  (LANGUAGES as readonly string[]).includes(code);

/** A platform language code as clients send it (any case, ZH for CN), or `fallback`. */
export function platformLanguage<F extends PlatformLanguage | null>(
  value: string | null | undefined,
  fallback: F,
): PlatformLanguage | F {
  const upper = value?.trim().toUpperCase() ?? '';
  if (upper === 'ZH') return 'CN';
  return upper in PLATFORM_LANGUAGE_INFO ? (upper as PlatformLanguage) : fallback;
}

/**
 * The translated language content follows. The `Language` header also arrives as ZH, HI, ...: ZH is CN; a
 * platform language the site does not translate reads English (the site's per-key fallback); anything
 * else falls back to the merchant default.
 */
export function normaliseLanguage(
  value: string | undefined,
  fallback: Language = DEFAULT_LANGUAGE,
): Language {
  const code = platformLanguage(value, null);
  if (code === null) return fallback;
  return isTranslated(code) ? code : FALLBACK_LANGUAGE;
}

/**
 * Content kept per language (announcements, wallet and bank names, regions…): the language asked for,
 * else English, else whichever was written. The one rule every server-supplied text follows.
 */
export function inLanguage<T>(
  texts: Partial<Record<string, T>> | null | undefined,
  language: Language,
): T | undefined {
  if (!texts) return undefined;
  return texts[language] ?? texts.EN ?? Object.values(texts).find((text) => text !== undefined);
}
