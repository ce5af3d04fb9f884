// How much of a language the site translates: the share of English's keys (the source of keys) that
// its locale folder gives a non-empty text for. The six languages the site ships are complete
// (locales.test.ts); another of the platform's languages has a partial folder or none, and shows
// English for each key it lacks. The control panel's brand page shows this per declared language.
import type { PlatformLanguage } from '@sim/shared/languages';
import { loadLocaleFiles, type TranslationTree } from './locale-files';

/** `{a: {b: 'x'}}` → `{'a.b': 'x'}` */
export function flattenKeys(
  tree: TranslationTree,
  prefix = '',
  out: Record<string, string> = {},
): Record<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out[`${prefix}${key}`] = value;
    else flattenKeys(value, `${prefix}${key}.`, out);
  }
  return out;
}

/** Percent of the source's keys translated, to a tenth, rounded down (100 only when nothing is missing). */
export function translatedPercent(source: TranslationTree, translation: TranslationTree): number {
  const keys = Object.keys(flattenKeys(source));
  if (keys.length === 0) return 100;
  const texts = flattenKeys(translation);
  const done = keys.filter((key) => (texts[key]?.trim() ?? '') !== '').length;
  return Math.floor((done * 1000) / keys.length) / 10;
}

export interface LanguageCoverage {
  language: PlatformLanguage;
  percent: number;
}

/** Each language's share, from the locale files as the site loads them. */
export async function translationCoverage(
  languages: readonly PlatformLanguage[],
): Promise<LanguageCoverage[]> {
  const source = await loadLocaleFiles('en');
  const translations = await Promise.all(
    languages.map((language) => loadLocaleFiles(language.toLowerCase())),
  );
  return languages.map((language, i) => ({
    language,
    percent: translatedPercent(source, translations[i] ?? {}),
  }));
}
