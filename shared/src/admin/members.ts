// members.*: create any persona, look members up, change them.
import { z } from 'zod';
import { moneyNumberSchema } from '../money-schema.ts';

export const PERSONA_KINDS = ['member', 'agent', 'trial'] as const;

export const createMemberInput = z.object({
  merchant: z.string().optional(),
  username: z
    .string()
    .trim()
    .toLowerCase()
    .min(3)
    .max(32)
    .optional()
    .describe('the login name; left out: a generated one (the answer names it)'),
  password: z.string().min(1).max(64).default('Test1234').describe('the login password'),
  persona: z.enum(PERSONA_KINDS).default('member').describe('a member, an agent or a trial account'),
  type: z
    .union([z.literal(0), z.literal(1), z.literal(2), z.literal(4), z.literal(41), z.literal(42)])
    .optional()
    .describe('member type on the wire (0 member, 1, 2, 41, 42 agents, 4 trial); agents default to 1'),
  uplineUsername: z.string().optional().describe('the agent whose team it joins'),
  vipLevel: z.number().int().min(0).max(9).default(0).describe('the VIP rank it starts at'),
  balance: moneyNumberSchema
    .min(0)
    .default(0)
    .describe("the main wallet's opening balance, posted through the ledger"),
  mobile: z
    .string()
    .regex(/^\d{6,15}$/)
    .optional()
    .describe('mobile number, digits (SMS login and codes go to the SMS outbox)'),
  email: z.string().email().optional().describe('e-mail address (mails go to the mail outbox)'),
  payeeName: z.string().max(80).optional().describe('the name withdrawals are paid to'),
  paymentPassword: z
    .string()
    .regex(/^\d{6}$/)
    .optional()
    .describe('six digits: withdrawals and transfers to the upline ask for it'),
  defaultPassword: z
    .boolean()
    .default(false)
    .describe('the password is the default {secret}: the site forces a change'),
  passwordAgeDays: z
    .number()
    .int()
    .min(0)
    .max(3650)
    .default(0)
    .describe("days since the password was set (past the merchant's maximum it has expired)"),
  locked: z.boolean().default(false).describe('an admin lock: every login refused'),
  hasLoggedInBefore: z.boolean().default(false).describe('false: the next login reports firstTimeLogin'),
});
export type CreateMemberInput = z.input<typeof createMemberInput>;

export const memberRefInput = z.object({
  merchant: z.string().optional(),
  username: z.string().trim().toLowerCase(),
});

export const listMembersInput = z
  .object({
    merchant: z.string().optional(),
    type: z.number().int().optional(),
    search: z.string().optional(),
    limit: z.number().int().min(1).max(500).default(100),
  })
  .optional();

export const updateMemberInput = memberRefInput.extend({
  password: z.string().min(1).max(64).optional(),
  vipLevel: z.number().int().min(0).max(9).optional(),
  locked: z.boolean().optional(),
  mobile: z
    .string()
    .regex(/^\d{6,15}$/)
    .nullable()
    .optional(),
  email: z.string().email().nullable().optional(),
  payeeName: z.string().max(80).nullable().optional(),
  mustChangePassword: z.boolean().optional(),
  passwordAgeDays: z.number().int().min(0).max(3650).optional(),
});
