// Interface languages the site ships (platform-spec.md sections 1 and 9; BN is the default).
export const LANGUAGES = ['BN', 'EN', 'CN', 'JA', 'TH', 'VI'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'BN';

/** The `Language` header also arrives as ZH, HI, ...: map what we know, fall back to the merchant default. */
export function normaliseLanguage(
  value: string | undefined,
  fallback: Language = DEFAULT_LANGUAGE,
): Language {
  const upper = value?.trim().toUpperCase();
  if (upper === 'ZH') return 'CN';
  return (LANGUAGES as readonly string[]).includes(upper ?? '') ? (upper as Language) : fallback;
}

/**
 * Content kept per language (announcements, wallet and bank names, regions…): the language asked for,
 * else English, else whichever was written. The one rule every server-supplied text follows.
 */
export function inLanguage<T>(
  texts: Partial<Record<string, T>> | null | undefined,
  language: Language,
): T | undefined {
  if (!texts) return undefined;
  return texts[language] ?? texts.EN ?? Object.values(texts).find((text) => text !== undefined);
}
