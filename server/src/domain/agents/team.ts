// The team tree as a closure table (TeamLink, agents.prisma): one row per (ancestor, descendant) pair at
// any depth, the self row at depth 0. "Everyone under this agent" is one index range on (ancestorId,
// depth); nothing here walks the uplineId chain. Member.uplineId stays the direct upline and moves with it.
import type { Db, Tx } from '../../db/client.ts';
import { sqlIn } from '../../db/sql.ts';
import { RequestRefused } from '../../foundation/errors.ts';
import { refreshTeamFigures } from '../agent-reports/day-figures.ts';
import { cutSubtree, graftSubtree, insertLinksUnder, insertSelfLink } from './queries.ts';

type Reader = Db | Tx;

/**
 * Links a member just created (in the same transaction) into the tree: its self row and one row per
 * ancestor of its upline, one level deeper. Every place that creates a member goes through here
 * (domain/accounts/create-member.ts).
 */
export async function linkToUpline(tx: Tx, memberId: number, uplineId: number | null): Promise<void> {
  await insertSelfLink(sqlIn(tx), memberId);
  if (uplineId === null) return;
  await insertLinksUnder(sqlIn(tx), memberId, uplineId);
}

/** Whether `memberId` is somewhere under `agentId` (depth 1 or more: an agent is not in its own team). */
export async function isInTree(db: Reader, agentId: number, memberId: number): Promise<boolean> {
  const link = await db.teamLink.findUnique({
    where: { ancestorId_descendantId: { ancestorId: agentId, descendantId: memberId } },
    select: { depth: true },
  });
  return link !== null && link.depth > 0;
}

/** Everyone under the agent (not the agent), optionally only down to `maxDepth` levels. */
export async function descendantIds(
  db: Reader,
  agentId: number,
  options: { maxDepth?: number } = {},
): Promise<number[]> {
  const rows = await db.teamLink.findMany({
    where: { ancestorId: agentId, depth: { gte: 1, ...(options.maxDepth ? { lte: options.maxDepth } : {}) } },
    select: { descendantId: true },
    orderBy: { descendantId: 'asc' },
  });
  return rows.map((r) => r.descendantId);
}

/** How many members are under the agent, at any depth. */
export function teamSize(db: Reader, agentId: number): Promise<number> {
  return db.teamLink.count({ where: { ancestorId: agentId, depth: { gte: 1 } } });
}

/** Team sizes of several members at once (members with nobody under them are absent: 0). */
export async function teamSizes(db: Reader, memberIds: number[]): Promise<Map<number, number>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db.teamLink.groupBy({
    by: ['ancestorId'],
    where: { ancestorId: { in: memberIds }, depth: { gte: 1 } },
    _count: { _all: true },
  });
  return new Map(rows.map((r) => [r.ancestorId, r._count._all]));
}

/** The members directly under the agent (depth 1), oldest first. */
export function directDownlines(db: Reader, agentId: number) {
  return db.member.findMany({
    where: { uplineId: agentId },
    select: { id: true, username: true, type: true, registeredAt: true },
    orderBy: { id: 'asc' },
  });
}

/** The agent's uplines, nearest first (depth 1 is the direct upline). */
export async function ancestorIds(db: Reader, memberId: number): Promise<number[]> {
  const rows = await db.teamLink.findMany({
    where: { descendantId: memberId, depth: { gte: 1 } },
    select: { ancestorId: true },
    orderBy: { depth: 'asc' },
  });
  return rows.map((r) => r.ancestorId);
}

/**
 * Moves a member, with everyone under it, under `newUplineId` (null: to the top) in one transaction:
 * the links from outside the subtree into it are dropped and rebuilt from the new upline's ancestors.
 * Refused when the new upline is the member itself or under it (a circle) or of another merchant.
 */
export async function moveMember(db: Db, memberId: number, newUplineId: number | null): Promise<void> {
  await db.$transaction(async (tx) => {
    const member = await tx.member.findUnique({ where: { id: memberId }, select: { merchantCode: true } });
    if (!member) throw new RequestRefused('missing', `No member ${memberId}`);
    if (newUplineId !== null) {
      const upline = await tx.member.findUnique({
        where: { id: newUplineId },
        select: { merchantCode: true },
      });
      if (!upline) throw new RequestRefused('missing', `No member ${newUplineId}`);
      if (upline.merchantCode !== member.merchantCode)
        throw new RequestRefused('invalid', 'The new upline belongs to another merchant');
      const below = await tx.teamLink.findUnique({
        where: { ancestorId_descendantId: { ancestorId: memberId, descendantId: newUplineId } },
      });
      if (below) throw new RequestRefused('invalid', 'A member cannot move under itself or its own team');
    }
    await cutSubtree(sqlIn(tx), memberId);
    if (newUplineId !== null) await graftSubtree(sqlIn(tx), memberId, newUplineId);
    await tx.member.update({ where: { id: memberId }, data: { uplineId: newUplineId } });
    await refreshTeamFigures(tx); // the team reports' figures follow the move (agent-reports/day-figures.ts)
  });
}
