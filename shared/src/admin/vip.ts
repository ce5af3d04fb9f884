// vip.*: the rank rules (turnover needs, keep need, promotion bonus), a member's rank set by hand,
// the monthly review run now, and the rank changes made.
import { z } from 'zod';
import { moneyNumberSchema } from '../money-schema.ts';

const merchant = z.string().optional();
const amount = moneyNumberSchema.refine((n) => n >= 0, 'not negative');

export const vipMerchantInput = z.object({ merchant }).optional();

export const vipRuleChangeSchema = z.object({
  level: z.number().int().min(0).max(9).describe('the rank the rule is for'),
  monthlyTurnover: amount.optional().describe('turnover this calendar month (UTC) the rank needs'),
  totalTurnover: amount.optional().describe('turnover in all the rank needs'),
  keepTurnover: amount
    .optional()
    .describe('turnover a month must reach to keep the rank at the monthly review'),
  bonus: amount.optional().describe('paid once per member on reaching the rank'),
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
  rules: z
    .array(vipRuleChangeSchema)
    .optional()
    .describe('rank rules to change; what a rule leaves out stays'),
  ranks: z
    .record(z.string(), z.number().int().min(0).max(9))
    .optional()
    .describe("members' ranks set by hand, by username (no bonus)"),
});
export type VipScenario = z.input<typeof vipScenarioSchema>;
