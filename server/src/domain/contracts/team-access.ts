// The two questions contracts ask of the team tree: is this agent a direct downline of that one (only
// those may be offered a contract), and who is in an agent's team (whose rounds a contract pays on:
// the agent and everyone under it).
// TODO(14t): answer from the closure table (agents/team.ts isInTree depth 1, descendantIds) once merged.
import type { Db, Tx } from '../../db/client.ts';

export async function isDirectDownline(db: Db | Tx, uplineId: number, downlineId: number) {
  const downline = await db.member.findUnique({ where: { id: downlineId }, select: { uplineId: true } });
  return downline?.uplineId === uplineId;
}

/** The agent and every member under it, at any depth. */
export async function teamMemberIds(db: Db | Tx, agentId: number): Promise<number[]> {
  const rows = await db.$queryRaw<{ id: number }[]>`
    WITH RECURSIVE team(id) AS (
      SELECT ${agentId}
      UNION SELECT m.id FROM Member m JOIN team t ON m.uplineId = t.id
    )
    SELECT id FROM team`;
  return rows.map((row) => Number(row.id));
}
