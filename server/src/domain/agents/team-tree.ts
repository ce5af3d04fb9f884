// agents.tree: a team as a nested tree for the control panel and `pnpm sim agents tree`, read from the
// closure table (one query for the nodes, one for their team sizes), cut at TEAM_TREE_MAX_NODES.

import { TEAM_TREE_MAX_NODES, type TeamTree, type TeamTreeNode } from '@sim/shared/admin/agents';
import { isAgentType } from '@sim/shared/member-types';
import { toMajor } from '@sim/shared/money';
import { MAIN_WALLET } from '@sim/shared/wps/cashier';
import type { Db } from '../../db/client.ts';
import { RequestRefused } from '../../foundation/errors.ts';
import { teamSizes } from './team.ts';

const nodeSelect = {
  id: true,
  username: true,
  type: true,
  uplineId: true,
  accounts: { where: { wallet: MAIN_WALLET }, select: { balanceMinor: true } },
} as const;

export async function teamTree(
  db: Db,
  merchantCode: string,
  query: { username?: string; maxDepth: number },
): Promise<TeamTree> {
  const roots = query.username
    ? [
        await db.member.findUnique({
          where: { merchantCode_username: { merchantCode, username: query.username } },
          select: nodeSelect,
        }),
      ]
    : (
        await db.member.findMany({
          where: { merchantCode, uplineId: null, downline: { some: {} } },
          select: nodeSelect,
          orderBy: { id: 'asc' },
        })
      ).filter((m) => isAgentType(m.type));
  if (roots[0] === null) throw new RequestRefused('missing', `No member ${query.username}`);
  const rootRows = roots.filter((r) => r !== null);
  const links = await db.teamLink.findMany({
    where: { ancestorId: { in: rootRows.map((r) => r.id) }, depth: { gte: 1, lte: query.maxDepth } },
    select: { descendant: { select: nodeSelect } },
    orderBy: [{ depth: 'asc' }, { descendantId: 'asc' }],
    take: TEAM_TREE_MAX_NODES + 1,
  });
  const truncated = links.length > TEAM_TREE_MAX_NODES;
  const rows = [...rootRows, ...links.slice(0, TEAM_TREE_MAX_NODES).map((l) => l.descendant)];
  const sizes = await teamSizes(
    db,
    rows.map((r) => r.id),
  );
  const nodes = new Map<number, TeamTreeNode>();
  for (const row of rows)
    nodes.set(row.id, {
      id: row.id,
      username: row.username,
      type: row.type,
      balance: toMajor(row.accounts[0]?.balanceMinor ?? 0n),
      teamSize: sizes.get(row.id) ?? 0,
      children: [],
    });
  // rows come level by level, so an upline is always placed before its downline
  for (const row of rows.slice(rootRows.length))
    if (row.uplineId !== null) nodes.get(row.uplineId)?.children.push(nodes.get(row.id)!);
  return { roots: rootRows.map((r) => nodes.get(r.id)!), truncated };
}
