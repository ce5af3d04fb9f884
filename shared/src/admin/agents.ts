// agents.*: the team tree, a whole team at once, moving a member (with its team) under another upline.
import { z } from 'zod';
import { moneyNumberSchema } from '../money-schema.ts';

const username = z.string().trim().toLowerCase().min(1).max(64);

export const teamTreeInput = z.object({
  merchant: z.string().optional(),
  /** the root; absent: every top-level agent of the merchant */
  username: username.optional(),
  /** levels under each root to include */
  maxDepth: z.number().int().min(1).max(50).default(10),
});

export interface TeamTreeNode {
  id: number;
  username: string;
  type: number;
  balance: number;
  /** members under it at any depth (the whole team, also beyond maxDepth) */
  teamSize: number;
  children: TeamTreeNode[];
}

export interface TeamTree {
  roots: TeamTreeNode[];
  /** true: more nodes than the answer holds (TEAM_TREE_MAX_NODES); ask for a deeper root */
  truncated: boolean;
}

export const TEAM_TREE_MAX_NODES = 2000;

export const createTeamInput = z.object({
  merchant: z.string().optional(),
  prefix: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z][a-z0-9]{1,11}$/, 'a letter, then letters and digits (2-12)')
    .describe(
      'usernames start with it: `<prefix>1` the top agent, `<prefix>1a1` its first sub-agent, `<prefix>1m1` a member',
    ),
  uplineUsername: username
    .optional()
    .describe('the top agent goes under this agent (type 2 then), else it is a type 1 agent at the top'),
  levels: z.number().int().min(1).max(6).default(3).describe("agent levels, the top agent's included"),
  agentsPerLevel: z
    .number()
    .int()
    .min(1)
    .max(5)
    .default(1)
    .describe('sub-agents each agent above the last level gets'),
  membersPerAgent: z.number().int().min(0).max(50).default(2).describe('plain members each agent gets'),
  password: z.string().min(1).max(64).default('Team1234').describe("every member's login password"),
  paymentPassword: z
    .string()
    .regex(/^\d{6}$/)
    .default('123456')
    .describe("every member's payment password"),
  agentBalance: moneyNumberSchema.min(0).default(1000).describe("each agent's opening balance"),
  memberBalance: moneyNumberSchema.min(0).default(100).describe("each member's opening balance"),
});
export type CreateTeamInput = z.input<typeof createTeamInput>;

export interface CreatedTeam {
  root: string;
  password: string;
  members: { username: string; type: number; uplineUsername: string | null; level: number }[];
}

export const moveMemberInput = z.object({
  merchant: z.string().optional(),
  username,
  /** null: to the top (no upline) */
  uplineUsername: username.nullable(),
});
