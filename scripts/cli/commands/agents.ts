// pnpm sim agents tree | create-team | move: agents' teams (the tree, a whole team at once, moving a member).
import type { TeamTreeNode } from '@sim/shared/admin/agents';
import { flagBoolean, flagNumber, flagString, required, UsageError } from '../args.ts';
import type { Command } from '../command.ts';

/** The tree as table rows, each name indented by its level. */
export function treeRows(roots: TeamTreeNode[]) {
  const rows: Record<string, unknown>[] = [];
  const visit = (node: TeamTreeNode, level: number) => {
    rows.push({
      member: `${'  '.repeat(level)}${level > 0 ? '└ ' : ''}${node.username}`,
      type: node.type,
      balance: node.balance,
      teamSize: node.teamSize,
    });
    for (const child of node.children) visit(child, level + 1);
  };
  for (const root of roots) visit(root, 0);
  return rows;
}

export const agentsCommands: Record<string, Record<string, Command>> = {
  agents: {
    tree: {
      usage: 'agents tree [username] [--depth N]',
      summary: "an agent's team as a tree (no username: every top-level agent)",
      columns: ['member', 'type', 'balance', 'teamSize'],
      run: async (c) => {
        const tree = await c.client.agents.tree.query({
          merchant: c.merchant,
          username: c.args[0],
          maxDepth: flagNumber(c.flags, 'depth'),
        });
        const rows = treeRows(tree.roots);
        if (tree.truncated) rows.push({ member: '… (more: ask for a deeper root)' });
        return rows;
      },
    },
    'create-team': {
      usage:
        'agents create-team <prefix> [--levels N] [--agents N] [--members N] [--upline u] [--password p] [--payment-password 123456] [--agent-balance N] [--member-balance N]',
      summary: 'a whole team: <prefix>1 on top, N levels of agents, each with sub-agents and members',
      run: (c) =>
        c.client.agents.createTeam.mutate({
          merchant: c.merchant,
          prefix: required(c.args[0], 'prefix'),
          levels: flagNumber(c.flags, 'levels'),
          agentsPerLevel: flagNumber(c.flags, 'agents'),
          membersPerAgent: flagNumber(c.flags, 'members'),
          uplineUsername: flagString(c.flags, 'upline'),
          password: flagString(c.flags, 'password'),
          paymentPassword: flagString(c.flags, 'payment-password'),
          agentBalance: flagNumber(c.flags, 'agent-balance'),
          memberBalance: flagNumber(c.flags, 'member-balance'),
        }),
    },
    move: {
      usage: 'agents move <username> <new-upline> | agents move <username> --top',
      summary: 'move a member with its whole team under another upline (or to the top)',
      run: (c) => {
        const username = required(c.args[0], 'username');
        const top = flagBoolean(c.flags, 'top');
        if (!top && !c.args[1]) throw new UsageError('name the new upline, or --top');
        return c.client.agents.moveMember.mutate({
          merchant: c.merchant,
          username,
          uplineUsername: top ? null : c.args[1]!,
        });
      },
    },
  },
};
