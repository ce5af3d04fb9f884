// members.*: create any persona, look members up, change them.
import { z } from 'zod';
import { moneyNumberSchema } from '../money-schema.ts';

export const PERSONA_KINDS = ['member', 'agent', 'trial'] as const;

export const createMemberInput = z.object({
  merchant: z.string().optional(),
  username: z.string().trim().toLowerCase().min(3).max(32).optional(),
  password: z.string().min(1).max(64).default('Test1234'),
  persona: z.enum(PERSONA_KINDS).default('member'),
  /** member type on the wire; agents default to 1 */
  type: z
    .union([z.literal(0), z.literal(1), z.literal(2), z.literal(4), z.literal(41), z.literal(42)])
    .optional(),
  uplineUsername: z.string().optional(),
  vipLevel: z.number().int().min(0).max(9).default(0),
  balance: moneyNumberSchema.min(0).default(0),
  mobile: z
    .string()
    .regex(/^\d{6,15}$/)
    .optional(),
  email: z.string().email().optional(),
  payeeName: z.string().max(80).optional(),
  /** six digits: withdrawals and transfers to the upline ask for it */
  paymentPassword: z
    .string()
    .regex(/^\d{6}$/)
    .optional(),
  /** the password is the default {secret}: the site forces a change */
  defaultPassword: z.boolean().default(false),
  /** days since the password was set (past the merchant's maximum it has expired) */
  passwordAgeDays: z.number().int().min(0).max(3650).default(0),
  locked: z.boolean().default(false),
  /** false: the next login reports firstTimeLogin */
  hasLoggedInBefore: z.boolean().default(false),
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
