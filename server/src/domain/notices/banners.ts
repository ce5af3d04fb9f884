// An announcement's banner art is drawn by /cdn from its title, in the language its link names.
import type { Language } from '@sim/shared/languages';
import type { Db } from '../../db/client.ts';
import { announcementText } from './texts.ts';

/** The title of the announcement whose banner is at `imageUrl`; null: no announcement has it. */
export async function announcementBannerTitle(
  db: Db,
  imageUrl: string,
  language: Language,
): Promise<string | null> {
  const row = await db.announcement.findFirst({
    where: { imageUrl },
    select: { title: true, content: true, texts: true },
  });
  return row && announcementText(row, language).title;
}
