// Referral (invite friends). MCSFE_getReferralDetails?autoGenerate=true (wire-contract.md 4.12):
// the member's code, how many registered with it and the domains a link may use; `invitations` and
// `rule` are this simulator's additions for the member-centre page.
import { z } from 'zod';

export const referralDetailsQuerySchema = z
  .object({ autoGenerate: z.enum(['true', 'false']).optional() })
  .loose();

export const invitationSchema = z.object({
  /** the invitee's username, masked */
  account: z.string(),
  registerTime: z.number(),
  /** PENDING until the invitee qualifies, then REWARDED */
  status: z.enum(['PENDING', 'REWARDED']),
  reward: z.number(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const referralRuleSchema = z.object({
  enabled: z.boolean(),
  /** a first deposit of at least this qualifies (null: off) */
  firstDeposit: z.number().nullable(),
  /** valid bets of at least this qualify (null: off) */
  validBet: z.number().nullable(),
  reward: z.number(),
});
export type ReferralRule = z.infer<typeof referralRuleSchema>;

export const referralDetailsSchema = z.object({
  referralCode: z.string(),
  totalInvitations: z.number().int(),
  promotionDomains: z.array(z.string()),
  invitations: z.array(invitationSchema),
  totalReward: z.number(),
  rule: referralRuleSchema,
  currency: z.string(),
});
export type ReferralDetails = z.infer<typeof referralDetailsSchema>;
