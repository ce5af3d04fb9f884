// An announcement's title and content in the member's language: its texts column holds the languages,
// its own title and content are the English every language falls back to.
import { inLanguage, type Language } from '@sim/shared/languages';
import { z } from 'zod';

const textsSchema = z.record(z.string(), z.object({ title: z.string(), content: z.string().default('') }));

export interface AnnouncementText {
  title: string;
  content: string;
}

export function announcementText(
  row: { title: string; content: string; texts: unknown },
  language: Language,
): AnnouncementText {
  const parsed = textsSchema.safeParse(row.texts ?? {});
  const texts = { ...(parsed.success ? parsed.data : {}), EN: { title: row.title, content: row.content } };
  return inLanguage(texts, language) ?? { title: row.title, content: row.content };
}
