// Who asks for a team report, and the team member a query may name: every report answers only for the
// caller's own team (platform-spec.md section 6); a member outside it is DOWNLINE_NOT_FOUND.
import type { Db } from '../../db/client.ts';
import { requireAgent, requireDownlineByUsername, requireInTree } from '../agents/team-guards.ts';

export interface Caller {
  memberId: number;
  merchantCode: string;
  type: number;
}

/** The member a query names by id or username, checked to be under the caller; undefined for none. */
export async function namedDownline(
  db: Db,
  caller: Caller,
  query: { memberId?: number; username?: string },
): Promise<number | undefined> {
  requireAgent(caller);
  if (query.memberId !== undefined) {
    await requireInTree(db, caller.memberId, query.memberId);
    return query.memberId;
  }
  if (query.username !== undefined) return (await requireDownlineByUsername(db, caller, query.username)).id;
  return undefined;
}
