// The translation files as they lie: locales/<language>/<area>.json, the language in lower case
// (`bn`, `en`, ...), one file per top-level key. Found by path, so a new file needs no import here.

export type TranslationTree = { [key: string]: string | TranslationTree };

const modules = import.meta.glob<TranslationTree>('./locales/*/*.json', { eager: true, import: 'default' });

/** language folder → area (the file's name) → that area's keys */
export const LOCALE_FILES: Record<string, Record<string, TranslationTree>> = {};
for (const [path, tree] of Object.entries(modules)) {
  const [, language, area] = /^\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  if (!language || !area) continue;
  LOCALE_FILES[language] ??= {};
  LOCALE_FILES[language][area] = tree;
}
