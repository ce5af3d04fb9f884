import { LANGUAGES } from '@sim/shared/languages';
import { describe, expect, it } from 'vitest';
import { translatedPercent, translationCoverage } from './translation-coverage';

describe('translation coverage', () => {
  const source = { nav: { home: 'Home', help: 'Help', fish: 'Fishing' }, menu: 'Choose language' };

  it('counts the share of English keys a language gives a text for, to a tenth rounded down', () => {
    expect(translatedPercent(source, { nav: { home: 'होम' } })).toBe(25);
    expect(translatedPercent(source, { nav: { home: 'a', help: 'b', fish: 'c' } })).toBe(75);
    expect(translatedPercent({ a: 'a', b: 'b', c: 'c' }, { a: 'x', b: 'y' })).toBe(66.6);
    expect(translatedPercent(source, { ...source })).toBe(100);
  });

  it('counts neither empty texts nor keys English lacks', () => {
    expect(translatedPercent(source, { nav: { home: ' ', extra: 'x' }, other: 'y' })).toBe(0);
  });

  it('reads the locale files: the six shipped complete, a partial one between, one without a folder 0', async () => {
    const coverage = await translationCoverage([...LANGUAGES, 'HI', 'KO']);

    expect(coverage.filter(({ percent }) => percent === 100).map(({ language }) => language)).toEqual([
      ...LANGUAGES,
    ]);
    const hindi = coverage.find(({ language }) => language === 'HI')?.percent ?? -1;
    expect(hindi).toBeGreaterThan(0);
    expect(hindi).toBeLessThan(100);
    expect(coverage.at(-1)).toEqual({ language: 'KO', percent: 0 });
  });
});
