// GET /wps/system/templates: the merchant's site templates, one per platform (W desktop, H5 mobile), made
// of the same merchant profile the boot call reads (brand, languages, lottery type, chat header colour)
// and the site's routes (shared/src/site-routes.ts), so a brand change shows in the next answer.
import { SITE_ROUTES } from '@sim/shared/site-routes';
import { type SiteTemplate, TEMPLATE_PLATFORMS } from '@sim/shared/wps/system-templates';
import type { MerchantProfile } from '../merchants/directory.ts';

const PAGES = Object.entries(SITE_ROUTES).map(([route, page]) => ({ route: `/${route}`, page }));

export function siteTemplates(
  merchant: MerchantProfile,
  platform?: (typeof TEMPLATE_PLATFORMS)[number],
): SiteTemplate[] {
  return TEMPLATE_PLATFORMS.filter((p) => !platform || p === platform).map((p) => ({
    templateId: `${merchant.code}-${p}`,
    platform: p,
    merchantCode: merchant.code,
    brandName: merchant.name,
    lotteryType: merchant.config.lotteryType,
    defaultLanguage: merchant.defaultLanguage,
    languages: [...merchant.supportedLanguages],
    chatHeaderColor: merchant.config.chatHeaderColor,
    pages: PAGES,
  }));
}
