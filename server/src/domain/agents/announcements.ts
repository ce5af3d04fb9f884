// GET /wps/agent/announcements: the merchant's notices for agents (Announcement rows of type AG),
// live on the simulated clock, newest first. The site's other notice calls never list type AG.
import type { Language } from '@sim/shared/languages';
import type { Db } from '../../db/client.ts';
import { liveNotices } from '../notices/notice-list.ts';

export const AGENT_ANNOUNCEMENT_TYPE = 'AG';

export async function agentAnnouncements(db: Db, merchantCode: string, now: Date, language: Language) {
  const notices = await liveNotices(db, merchantCode, now, language, [AGENT_ANNOUNCEMENT_TYPE]);
  return notices.map(({ type: _type, ...notice }) => notice);
}
