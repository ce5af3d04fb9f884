// GET /wps/agent/announcements: the merchant's notices for agents (Announcement rows of type AG),
// live on the simulated clock, newest first. The site's other notice calls never list type AG.
import type { Language } from '@sim/shared/languages';
import type { Db } from '../../db/client.ts';
import { announcementText } from '../notices/texts.ts';

export const AGENT_ANNOUNCEMENT_TYPE = 'AG';

export async function agentAnnouncements(db: Db, merchantCode: string, now: Date, language: Language) {
  const rows = await db.announcement.findMany({
    where: {
      merchantCode,
      type: AGENT_ANNOUNCEMENT_TYPE,
      startDate: { lte: now },
      OR: [{ endDate: null }, { endDate: { gt: now } }],
    },
    orderBy: [{ startDate: 'desc' }, { id: 'desc' }],
  });
  return rows.map((r) => ({
    id: r.id,
    ...announcementText(r, language),
    startTime: r.startDate.getTime(),
    endTime: r.endDate?.getTime() ?? null,
  }));
}
