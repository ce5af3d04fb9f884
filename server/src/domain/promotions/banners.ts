// A promotion's banner art is drawn by /cdn from its title, in the language its link names.
import type { Language } from '@sim/shared/languages';
import type { Db } from '../../db/client.ts';
import { textFor } from './rules.ts';

/** The banner's link as the site gets it: `?lang=` names the language the art draws the title in. */
export const bannerIn = (bannerUrl: string, language: Language) =>
  bannerUrl.startsWith('/cdn/banners/') ? `${bannerUrl}?lang=${language}` : bannerUrl;

export async function promotionBannerTitle(
  db: Db,
  bannerUrl: string,
  language: Language,
): Promise<string | null> {
  const promotion = await db.promotion.findFirst({
    where: { bannerUrl },
    select: { texts: true, code: true },
  });
  return promotion ? textFor(promotion, language).title : null;
}
