// Discount tickets and extra-reward claims (endpoint-registry.md P's other relays):
// PROMOFE_getDiscountTicketList, PROMOFE_getUnappliedExtraRewardClaimList, and this simulator's
// PROMOFE_applyExtraRewardClaim. The real shapes were never seen: these are designed after the
// reward-centre ticket list (relay/promofe.ts): `transactionId`, the promotion's title, times in ms.
import { z } from 'zod';

export const DISCOUNT_TICKET_STATUSES = ['AVAILABLE', 'USED', 'CANCELLED', 'EXPIRED'] as const;
export type DiscountTicketStatus = (typeof DISCOUNT_TICKET_STATUSES)[number];

/** GET PROMOFE_getDiscountTicketList?isApp=N&status=AVAILABLE (the claim ticket list's query) */
export const discountTicketListQuerySchema = z
  .object({
    isApp: z.string().optional(),
    status: z.enum([...DISCOUNT_TICKET_STATUSES, 'ALL']).default('AVAILABLE'),
  })
  .loose();

export const discountTicketSchema = z.object({
  transactionId: z.string(),
  status: z.enum(DISCOUNT_TICKET_STATUSES),
  promotionId: z.number().int(),
  promotionTitle: z.string(),
  /** percent off the qualifying amount */
  discountPercent: z.number(),
  /** the most one use takes off */
  maxDiscountAmount: z.number(),
  /** the least amount it applies to */
  minAmount: z.number(),
  issueTime: z.number(),
  expireTime: z.number().nullable(),
  useTime: z.number().nullable(),
});
export type DiscountTicket = z.infer<typeof discountTicketSchema>;
export const discountTicketListSchema = z.array(discountTicketSchema);

export const EXTRA_REWARD_STATUSES = ['UNAPPLIED', 'APPLIED', 'CANCELLED', 'EXPIRED'] as const;
export type ExtraRewardStatus = (typeof EXTRA_REWARD_STATUSES)[number];

export const extraRewardClaimSchema = z.object({
  claimId: z.string(),
  status: z.enum(EXTRA_REWARD_STATUSES),
  promotionId: z.number().int(),
  promotionTitle: z.string(),
  rewardAmount: z.number(),
  turnoverMultiplier: z.number(),
  /** what must be bet before the reward may be withdrawn: rewardAmount × turnoverMultiplier */
  turnoverRequired: z.number(),
  issueTime: z.number(),
  expireTime: z.number().nullable(),
  applyTime: z.number().nullable(),
});
export type ExtraRewardClaim = z.infer<typeof extraRewardClaimSchema>;
export const extraRewardClaimListSchema = z.array(extraRewardClaimSchema);

/** POST PROMOFE_applyExtraRewardClaim {claimId} */
export const extraRewardClaimRefSchema = z
  .object({ claimId: z.string().trim().min(1).max(64), isApp: z.string().optional() })
  .loose();

/** The claim after applying, and what was paid (0 for a repeat: it was paid the first time). */
export const extraRewardApplySchema = z.object({
  claim: extraRewardClaimSchema,
  paidAmount: z.number(),
});
