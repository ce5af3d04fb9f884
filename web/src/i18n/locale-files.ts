// The translation files as they lie: locales/<language>/<area>.json, the language in lower case
// (`bn`, `en`, ...), one file per top-level key. Found by path, so a new file needs no import here.
// They load on demand: the build puts each language in its own chunk (vite.config.ts), so a visitor
// downloads only the language they read, and first only the areas the landing page shows
// (first-paint-areas.ts).
import { FIRST_PAINT_AREAS } from './first-paint-areas';

export type TranslationTree = { [key: string]: string | TranslationTree };
type LocaleFiles = Record<string, TranslationTree>;

const loaders = import.meta.glob<TranslationTree>('./locales/*/*.json', { import: 'default' });

/** language folder → area (the file's name) → the loader of that area's keys */
const LOADERS: Record<string, Record<string, () => Promise<TranslationTree>>> = {};
for (const [path, load] of Object.entries(loaders)) {
  const [, language, area] = /^\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  if (!language || !area) continue;
  LOADERS[language] ??= {};
  LOADERS[language][area] = load;
}

/** The language folders there are (`bn`, `en`, ...). */
export const LOCALE_FOLDERS: string[] = Object.keys(LOADERS);

/** One language's files: area → that area's keys; `firstPaint`: only the areas of the first screen. */
export async function loadLocaleFiles(folder: string, firstPaint = false): Promise<LocaleFiles> {
  const areas = Object.entries(LOADERS[folder] ?? {}).filter(
    ([area]) => !firstPaint || FIRST_PAINT_AREAS.has(area),
  );
  const trees = await Promise.all(areas.map(([, load]) => load()));
  return Object.fromEntries(areas.map(([area], i) => [area, trees[i] as TranslationTree]));
}

/** Every language's files (the locale checks): folder → area → keys. */
export async function loadAllLocaleFiles(): Promise<Record<string, LocaleFiles>> {
  const files = await Promise.all(LOCALE_FOLDERS.map((folder) => loadLocaleFiles(folder)));
  return Object.fromEntries(LOCALE_FOLDERS.map((folder, i) => [folder, files[i] as LocaleFiles]));
}
