// Cashback, the manual rebate (member centre `manualRebate`, only while MANPLAYREB3 is on): a rate per
// product type (MCSFE_getCustomerRebateSettingByProductType, endpoint-registry.md B), applied to the
// member's valid bets (settled rounds) of the current period; each bet is rebated once.
// The registry names only the settings call; the summary, claim and history calls are this
// simulator's design (MCSFE_ names, as the member-centre relays have), inside the envelope.
import { z } from 'zod';
import { wireInt } from '../wire-number.ts';
import { GAME_TYPES } from './gcsgame.ts';

/** Platform-spec.md 9: period options. A period starts at 00:00 UTC of its first day. */
export const REBATE_PERIODS = ['DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY'] as const;
export type RebatePeriod = (typeof REBATE_PERIODS)[number];

/** A rebate rate in percent of the valid bet: 0 to 10 with at most 2 decimals (0.8 is 0.8 %). */
export const rebatePercentSchema = z
  .number()
  .min(0)
  .max(10)
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'a percentage with at most 2 decimals')
  .meta({ multipleOf: 0.01 });

export const rebateRateSchema = z.object({
  productType: z.enum(GAME_TYPES),
  /** percent of the valid bet */
  rate: z.number(),
});

/** GET MCSFE_getCustomerRebateSettingByProductType[?productType=RNG] */
export const rebateSettingQuerySchema = z
  .object({ productType: z.string().trim().toUpperCase().optional() })
  .loose();
export const rebateSettingSchema = z.object({
  list: z.array(rebateRateSchema),
  period: z.enum(REBATE_PERIODS),
  /** the least a claim pays */
  minClaimAmount: z.number(),
  currency: z.string(),
});
export type RebateSetting = z.infer<typeof rebateSettingSchema>;

/** One product type's share of a period or claim. */
export const rebateItemSchema = z.object({
  productType: z.enum(GAME_TYPES),
  rate: z.number(),
  betCount: z.number().int(),
  validBet: z.number(),
  rebate: z.number(),
});
export type RebateItem = z.infer<typeof rebateItemSchema>;

/** GET MCSFE_getManualRebate: what the member could claim now (bets of this period not yet rebated) */
export const rebateSummarySchema = z.object({
  period: z.enum(REBATE_PERIODS),
  /** ms epoch: the current period, start inclusive, end exclusive */
  periodStart: z.number(),
  periodEnd: z.number(),
  items: z.array(rebateItemSchema),
  totalValidBet: z.number(),
  totalRebate: z.number(),
  minClaimAmount: z.number(),
  /** totalRebate reaches minClaimAmount */
  claimable: z.boolean(),
});
export type RebateSummary = z.infer<typeof rebateSummarySchema>;

/** POST MCSFE_claimManualRebate: every unrebated bet of the period, paid at once */
export const claimRebateSchema = z.object({ requestId: z.string().trim().min(1).max(64).optional() }).loose();
export type ClaimRebate = z.infer<typeof claimRebateSchema>;

export const rebateClaimSchema = z.object({
  /** the order in the account record (type REBATE) */
  referenceNo: z.string(),
  amount: z.number(),
  totalValidBet: z.number(),
  betCount: z.number().int(),
  items: z.array(rebateItemSchema),
  periodStart: z.number(),
  /** ms epoch on the simulated clock */
  claimTime: z.number(),
});
export type RebateClaim = z.infer<typeof rebateClaimSchema>;

export const claimRebateResultSchema = z.object({
  claim: rebateClaimSchema,
  /** the main wallet after the credit */
  balance: z.number(),
  replayed: z.boolean(),
});
export type ClaimRebateResult = z.infer<typeof claimRebateResultSchema>;

/** GET MCSFE_getManualRebateRecord: the member's claims, newest first */
export const rebateRecordQuerySchema = z
  .object({
    pageNo: wireInt(z.number().int().min(1)).default(1),
    pageSize: wireInt(z.number().int().min(1).max(100)).default(10),
  })
  .loose();
export const rebateRecordSchema = z.object({
  list: z.array(rebateClaimSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type RebateRecord = z.infer<typeof rebateRecordSchema>;
