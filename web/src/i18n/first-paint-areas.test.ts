import { LANGUAGES } from '@sim/shared/languages';
import { describe, expect, it } from 'vitest';
import { FIRST_PAINT_AREAS } from './first-paint-areas';
import { LOCALE_FOLDERS, loadLocaleFiles } from './locale-files';

describe('the first screen’s translation areas', () => {
  it('names only areas there are (a misspelt one would leave its texts for later)', async () => {
    const areas = Object.keys(await loadLocaleFiles('en'));
    for (const area of FIRST_PAINT_AREAS) expect(areas).toContain(area);
  });

  it('loads only those areas ahead of the first paint, in every language, and the rest with the language', async () => {
    for (const folder of LANGUAGES.map((language) => language.toLowerCase())) {
      const first = Object.keys(await loadLocaleFiles(folder, true)).sort();
      expect(first).toEqual([...FIRST_PAINT_AREAS].sort());
      const all = Object.keys(await loadLocaleFiles(folder));
      expect(all.length).toBeGreaterThan(first.length);
      expect(all).toEqual(expect.arrayContaining(first));
    }
  });

  it('loads a partial language’s first-screen areas ahead too, and nothing else', async () => {
    for (const folder of LOCALE_FOLDERS) {
      const first = Object.keys(await loadLocaleFiles(folder, true));
      expect(first.filter((area) => !FIRST_PAINT_AREAS.has(area))).toEqual([]);
    }
  });
});
