// A promotion's banner art is drawn by /cdn from its English title.
import type { Db } from '../../db/client.ts';
import { textFor } from './rules.ts';

export async function promotionBannerTitle(db: Db, bannerUrl: string): Promise<string | null> {
  const promotion = await db.promotion.findFirst({
    where: { bannerUrl },
    select: { texts: true, code: true },
  });
  return promotion ? textFor(promotion, 'EN').title : null;
}
