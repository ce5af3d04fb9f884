// One digit policy per language (issue 44, item 11): the site writes every number in Latin digits —
// the amounts, dates and counts it formats are Latin — so the Bengali copy does too, never a mix.
import { describe, expect, it } from 'vitest';
import { loadAllLocaleFiles } from './locale-files';

const LOCALE_FILES = await loadAllLocaleFiles();
const NATIVE_DIGITS = /[\u09E6-\u09EF\u0E50-\u0E59]/; // Bengali ০-৯, Thai ๐-๙

describe('the digit policy', () => {
  it.each(Object.keys(LOCALE_FILES))('%s copy writes numbers in Latin digits', (language) => {
    const text = JSON.stringify(LOCALE_FILES[language]);
    expect(text.match(new RegExp(NATIVE_DIGITS.source, 'g')) ?? []).toEqual([]);
  });
});
