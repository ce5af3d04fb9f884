// Login names by member id: the back office's lists name members, not ids.
import type { Db, Tx } from '../../db/client.ts';

export async function usernamesOf(db: Db | Tx, memberIds: Iterable<number>): Promise<Map<number, string>> {
  const members = await db.member.findMany({
    where: { id: { in: [...new Set(memberIds)] } },
    select: { id: true, username: true },
  });
  return new Map(members.map((member) => [member.id, member.username]));
}
