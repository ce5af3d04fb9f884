// The merchant's interface languages from the status call (`config.supportLanguages`, brand.set
// supportedLanguages): any of the platform's 39 codes. The language menus list these.
import { LANGUAGES, type PlatformLanguage, platformLanguage } from '@sim/shared/languages';
import { useBrandConfig } from './site-status';

/** The codes the site knows, in the merchant's order, once each; none known: the six it translates. */
export function siteLanguages(declared: readonly string[]): PlatformLanguage[] {
  const known = declared.flatMap((code) => {
    const language = platformLanguage(code, null);
    return language ? [language] : [];
  });
  const unique = [...new Set(known)];
  return unique.length > 0 ? unique : [...LANGUAGES];
}

export function useSiteLanguages(): PlatformLanguage[] {
  return siteLanguages(useBrandConfig().supportLanguages);
}
