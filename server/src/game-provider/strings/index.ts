// The game page's words in the site's six languages, picked by the launch's language.
import { type Language, normaliseLanguage } from '@sim/shared/languages';
import { bn } from './bn.ts';
import { cn } from './cn.ts';
import { en, type ProviderStrings } from './en.ts';
import { ja } from './ja.ts';
import { th } from './th.ts';
import { vi } from './vi.ts';

export const PROVIDER_STRINGS: Record<Language, ProviderStrings> = {
  BN: bn,
  EN: en,
  CN: cn,
  JA: ja,
  TH: th,
  VI: vi,
};

/** `<html lang>` for each language. */
export const HTML_LANG: Record<Language, string> = {
  BN: 'bn',
  EN: 'en',
  CN: 'zh',
  JA: 'ja',
  TH: 'th',
  VI: 'vi',
};

export const providerLanguage = (value: string | undefined): Language => normaliseLanguage(value);
