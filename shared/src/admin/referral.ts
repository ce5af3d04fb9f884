// referral.*: the reward rule (first deposit or valid bet, the reward) and the rewards paid.
import { z } from 'zod';
import { moneyNumberSchema } from '../money-schema.ts';

const merchant = z.string().optional();
const amount = moneyNumberSchema.refine((n) => n >= 0, 'not negative');

export const referralMerchantInput = z.object({ merchant }).optional();

export const referralRuleChangeSchema = z.object({
  enabled: z.boolean().optional().describe('referral rewards paid at all'),
  firstDeposit: amount
    .nullable()
    .optional()
    .describe(
      "an invitee's first approved deposit of at least this qualifies the referrer (null: criterion off)",
    ),
  validBet: amount
    .nullable()
    .optional()
    .describe("an invitee's valid bets of at least this qualify the referrer (null: criterion off)"),
  reward: amount.optional().describe('paid to the referrer once per qualifying invitee'),
});
export type ReferralRuleChange = z.infer<typeof referralRuleChangeSchema>;

export const setReferralRuleInput = referralRuleChangeSchema.extend({ merchant });

export const listReferralsInput = z
  .object({ merchant, username: z.string().optional(), limit: z.number().int().min(1).max(500).default(50) })
  .optional();

export const adminReferralSchema = z.object({
  invitee: z.string(),
  referrer: z.string(),
  registeredAt: z.number(),
  status: z.enum(['PENDING', 'REWARDED']),
  reward: z.number(),
  reason: z.string().nullable(),
  referenceNo: z.string().nullable(),
  rewardedAt: z.number().nullable(),
});
export type AdminReferral = z.infer<typeof adminReferralSchema>;

/** the scenario file's `referral:` key */
export const referralScenarioSchema = referralRuleChangeSchema;
export type ReferralScenario = z.input<typeof referralScenarioSchema>;
