// The site's translations, for asserting texts: a language's area files
// (web/src/i18n/locales/<language>/<area>.json) merged into one tree, as the site loads them.
import { readdirSync, readFileSync } from 'node:fs';
import type { Translation } from '../../../web/src/i18n/translation.ts';

function readLocale(language: string): Translation {
  const folder = new URL(`../../../web/src/i18n/locales/${language}/`, import.meta.url);
  const areas = readdirSync(folder).filter((file) => file.endsWith('.json'));
  return Object.fromEntries(
    areas.map((file) => [
      file.slice(0, -'.json'.length),
      JSON.parse(readFileSync(new URL(file, folder), 'utf8')),
    ]),
  ) as Translation;
}

export const LOCALES = { BN: readLocale('bn'), EN: readLocale('en') } as const;
export type TestLanguage = keyof typeof LOCALES;
