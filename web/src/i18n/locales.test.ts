import { describe, expect, it } from 'vitest';
import bn from './locales/bn.json';
import cn from './locales/cn.json';
import en from './locales/en.json';
import ja from './locales/ja.json';
import th from './locales/th.json';
import vi from './locales/vi.json';

type Tree = { [key: string]: string | Tree };

/** `{a: {b: 'x'}}` → `{'a.b': 'x'}` */
function flatten(tree: Tree, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out[`${prefix}${key}`] = value;
    else flatten(value, `${prefix}${key}.`, out);
  }
  return out;
}

const placeholders = (text: string) =>
  (text.match(/\{\{\s*\w+\s*\}\}/g) ?? []).map((p) => p.replace(/\s/g, '')).sort();

const source = flatten(en);
const locales = { bn, cn, ja, th, vi } as Record<string, Tree>;

describe.each(Object.entries(locales))('locale %s', (_name, locale) => {
  const translated = flatten(locale);

  it('has every key of en.json', () => {
    const missing = Object.keys(source).filter((key) => !(key in translated));
    expect(missing).toEqual([]);
  });

  it('has no empty value', () => {
    const empty = Object.entries(translated).filter(([, value]) => value.trim() === '');
    expect(empty).toEqual([]);
  });

  it('has no key that en.json lacks', () => {
    const extra = Object.keys(translated).filter((key) => !(key in source));
    expect(extra).toEqual([]);
  });

  it('keeps the interpolation placeholders of en.json', () => {
    const broken = Object.keys(source).filter(
      (key) =>
        key in translated && placeholders(source[key]!).join() !== placeholders(translated[key]!).join(),
    );
    expect(broken).toEqual([]);
  });
});
