import { LANGUAGES } from '@sim/shared/languages';
import { describe, expect, it } from 'vitest';
import { loadAllLocaleFiles, type TranslationTree } from './locale-files';

const LOCALE_FILES = await loadAllLocaleFiles();

/** `{a: {b: 'x'}}` → `{'a.b': 'x'}` */
function flatten(
  tree: TranslationTree,
  prefix = '',
  out: Record<string, string> = {},
): Record<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out[`${prefix}${key}`] = value;
    else flatten(value, `${prefix}${key}.`, out);
  }
  return out;
}

const placeholders = (text: string) =>
  (text.match(/\{\{\s*\w+\s*\}\}/g) ?? []).map((p) => p.replace(/\s/g, '')).sort();

const areasOf = (language: string) => Object.keys(LOCALE_FILES[language] ?? {}).sort();
const keysOf = (language: string) => flatten(LOCALE_FILES[language] ?? {});

const source = keysOf('en');
const translations = LANGUAGES.map((language) => language.toLowerCase()).filter((name) => name !== 'en');

describe('locale folders', () => {
  it('has one folder per language the site ships, and no other', () => {
    expect(Object.keys(LOCALE_FILES).sort()).toEqual(LANGUAGES.map((l) => l.toLowerCase()).sort());
  });

  it.each(LANGUAGES.map((l) => l.toLowerCase()))('%s has no empty value', (name) => {
    const empty = Object.entries(keysOf(name)).filter(([, value]) => value.trim() === '');
    expect(empty).toEqual([]);
  });
});

describe.each(translations)('locale %s', (name) => {
  const translated = keysOf(name);

  it('has exactly the files of en/', () => {
    expect(areasOf(name)).toEqual(areasOf('en'));
  });

  it('has every key of en/', () => {
    const missing = Object.keys(source).filter((key) => !(key in translated));
    expect(missing).toEqual([]);
  });

  it('has no key that en/ lacks', () => {
    const extra = Object.keys(translated).filter((key) => !(key in source));
    expect(extra).toEqual([]);
  });

  it('keeps the interpolation placeholders of en/', () => {
    const broken = Object.keys(source).filter(
      (key) =>
        key in translated && placeholders(source[key]!).join() !== placeholders(translated[key]!).join(),
    );
    expect(broken).toEqual([]);
  });
});
