// The keys a render asked for before their area's file had loaded (i18next's parseMissingKeyHandler):
// what the page shows raw, its key or a default. A language's later areas (loaded once the first
// screen has painted) re-render the page only when they fill one of these: a re-render of every
// translated component is a synchronous one (react-i18next subscribes through useSyncExternalStore)
// of 0.3–1 s on a phone, for nothing when the page showed no key of those areas (issue 44).
import type { i18n as I18n, TOptions } from 'i18next';

const missed = new Map<string, TOptions | undefined>();

/** i18next's parseMissingKeyHandler: remembers the key and shows what i18next shows without one. */
export function noteMissedKey(key: string, defaultValue?: string, options?: TOptions): string {
  missed.set(key, options);
  return defaultValue ?? key;
}

/** Whether `has` (i18next's `exists` in the language just added) finds one of the keys shown raw;
 *  those it finds are forgotten. */
export function fillsMissedKeys(has: (key: string, options?: TOptions) => boolean): boolean {
  let fills = false;
  for (const [key, options] of missed) {
    if (!has(key, options)) continue;
    missed.delete(key);
    fills = true;
  }
  return fills;
}

/** A language's areas into i18next, announced (a re-render of every translated component) only when
 *  the language is shown and they fill a key the page showed raw. An empty bundle, not silent, is how
 *  i18next announces one. */
export function addAreas(i18n: I18n, language: string, files: object, shown: boolean): void {
  i18n.addResourceBundle(language, 'translation', files, true, true, { silent: true });
  if (shown && fillsMissedKeys((key, options) => i18n.exists(key, { ...options, lng: language })))
    i18n.addResourceBundle(language, 'translation', {}, true, true);
}
