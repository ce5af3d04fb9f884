// The merchant's live notices of some types as a flat list, newest first: the legacy client's
// GET /wps/system/announcements and the agents' GET /wps/agent/announcements read the same Announcement rows
// as MCSFE_getListAnnouncements (announcements.ts), live on the simulated clock.
import type { Language } from '@sim/shared/languages';
import type { Db } from '../../db/client.ts';
import { announcementText } from './texts.ts';

export async function liveNotices(
  db: Db,
  merchantCode: string,
  now: Date,
  language: Language,
  types: readonly string[],
) {
  const rows = await db.announcement.findMany({
    where: {
      merchantCode,
      type: { in: [...types] },
      startDate: { lte: now },
      OR: [{ endDate: null }, { endDate: { gt: now } }],
    },
    orderBy: [{ startDate: 'desc' }, { id: 'desc' }],
  });
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    ...announcementText(r, language),
    startTime: r.startDate.getTime(),
    endTime: r.endDate?.getTime() ?? null,
  }));
}
