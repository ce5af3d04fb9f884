import { LANGUAGES, PLATFORM_LANGUAGES } from '@sim/shared/languages';
import { describe, expect, it } from 'vitest';
import { loadAllLocaleFiles } from './locale-files';
import { flattenKeys } from './translation-coverage';

const LOCALE_FILES = await loadAllLocaleFiles();

const placeholders = (text: string) =>
  (text.match(/\{\{\s*\w+\s*\}\}/g) ?? []).map((p) => p.replace(/\s/g, '')).sort();

const areasOf = (language: string) => Object.keys(LOCALE_FILES[language] ?? {}).sort();
const keysOf = (language: string) => flattenKeys(LOCALE_FILES[language] ?? {});

const source = keysOf('en');
const translations = LANGUAGES.map((language) => language.toLowerCase()).filter((name) => name !== 'en');
/** Folders of platform languages the site does not ship complete: English fills each key they lack. */
const partials = Object.keys(LOCALE_FILES).filter(
  (name) => !(LANGUAGES as readonly string[]).includes(name.toUpperCase()),
);
const placeholdersKept = (translated: Record<string, string>) =>
  Object.keys(translated).filter(
    (key) => key in source && placeholders(source[key]!).join() !== placeholders(translated[key]!).join(),
  );

describe('locale folders', () => {
  it('has a folder per language the site ships, and others only for languages of the platform', () => {
    const folders = Object.keys(LOCALE_FILES);
    for (const language of LANGUAGES) expect(folders).toContain(language.toLowerCase());
    const platform = PLATFORM_LANGUAGES.map((l) => l.toLowerCase());
    expect(folders.filter((name) => !platform.includes(name as (typeof platform)[number]))).toEqual([]);
  });

  it.each(Object.keys(LOCALE_FILES))('%s has no empty value', (name) => {
    const empty = Object.entries(keysOf(name)).filter(([, value]) => value.trim() === '');
    expect(empty).toEqual([]);
  });
});

describe.each(partials)('partial locale %s', (name) => {
  it('has only files and keys of en/, with their placeholders', () => {
    const translated = keysOf(name);
    expect(areasOf(name).filter((area) => !areasOf('en').includes(area))).toEqual([]);
    expect(Object.keys(translated).filter((key) => !(key in source))).toEqual([]);
    expect(placeholdersKept(translated)).toEqual([]);
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
    expect(placeholdersKept(translated)).toEqual([]);
  });
});
