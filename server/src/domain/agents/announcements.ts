// GET /wps/agent/announcements: the merchant's notices for agents (Announcement rows of type AG),
// live on the simulated clock, newest first. The site's other notice calls never list type AG.
import type { Db } from '../../db/client.ts';

export const AGENT_ANNOUNCEMENT_TYPE = 'AG';

export async function agentAnnouncements(db: Db, merchantCode: string, now: Date) {
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
    title: r.title,
    content: r.content,
    startTime: r.startDate.getTime(),
    endTime: r.endDate?.getTime() ?? null,
  }));
}
