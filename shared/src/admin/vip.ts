// vip.*: the rank rules (turnover needs, keep need, promotion bonus), a member's rank set by hand,
// the monthly review run now, and the rank changes made.
import { z } from 'zod';
import { moneyNumberSchema } from '../money-schema.ts';

const merchant = z.string().optional();
const amount = moneyNumberSchema.refine((n) => n >= 0, 'not negative');

export const vipMerchantInput = z.object({ merchant }).optional();

export const vipRuleChangeSchema = z.object({
  level: z.number().int().min(0).max(9),
  monthlyTurnover: amount.optional(),
  totalTurnover: amount.optional(),
  keepTurnover: amount.optional(),
  bonus: amount.optional(),
});
export type VipRuleChange = z.infer<typeof vipRuleChangeSchema>;

export const setVipRulesInput = z.object({ merchant, rules: z.array(vipRuleChangeSchema).min(1) });

export const setVipRankInput = z.object({
  merchant,
  username: z.string(),
  level: z.number().int().min(0).max(9),
});

export const vipMemberInput = z.object({ merchant, username: z.string() });

export const listVipChangesInput = z
  .object({ merchant, username: z.string().optional(), limit: z.number().int().min(1).max(500).default(50) })
  .optional();

export const vipRankChangeSchema = z.object({
  username: z.string(),
  fromLevel: z.number().int(),
  toLevel: z.number().int(),
  reason: z.enum(['PROMOTION', 'DEMOTION', 'ADMIN']),
  month: z.string().nullable(),
  changedAt: z.number(),
});
export type VipRankChangeRow = z.infer<typeof vipRankChangeSchema>;

/** the scenario file's `vip:` key: rule changes and members' ranks */
export const vipScenarioSchema = z.object({
  rules: z.array(vipRuleChangeSchema).optional(),
  ranks: z.record(z.string(), z.number().int().min(0).max(9)).optional(),
});
export type VipScenario = z.input<typeof vipScenarioSchema>;
