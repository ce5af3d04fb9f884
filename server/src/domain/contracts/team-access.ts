// The two questions contracts ask of the team tree (agents/team.ts, the closure table): is this agent
// a direct downline of that one (only those may be offered a contract), and who is in an agent's team
// (whose rounds a contract pays on: the agent and everyone under it).
import type { Db, Tx } from '../../db/client.ts';
import { descendantIds, isInTree } from '../agents/team.ts';

export async function isDirectDownline(db: Db | Tx, uplineId: number, downlineId: number) {
  if (!(await isInTree(db, uplineId, downlineId))) return false;
  return (await descendantIds(db, uplineId, { maxDepth: 1 })).includes(downlineId);
}

/** The agent and every member under it, at any depth. */
export async function teamMemberIds(db: Db | Tx, agentId: number): Promise<number[]> {
  return [agentId, ...(await descendantIds(db, agentId))];
}
