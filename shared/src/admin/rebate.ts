// rebate.*: cashback settings (rates per product type, period, least claim) and the claims members made.
// The module itself is the MANPLAYREB3 flag (flags.set).
import { z } from 'zod';
import { GAME_TYPES } from '../relay/gcsgame.ts';
import { REBATE_PERIODS, rebateItemSchema, rebatePercentSchema } from '../relay/rebate.ts';

const merchant = z.string().optional();

export const rebateSettingsSchema = z.object({
  rates: z
    .partialRecord(z.enum(GAME_TYPES), rebatePercentSchema)
    .describe('percent of the valid bet per product type; a type not listed earns no cashback'),
  period: z
    .enum(REBATE_PERIODS)
    .describe('the period whose settled rounds a claim pays (UTC; WEEKLY from Monday)'),
  minClaimAmount: z.number().min(0).max(1e9).describe('a claim paying less is refused'),
});
export type RebateSettings = z.infer<typeof rebateSettingsSchema>;

/** rates given replace those types' rates; a rate of 0 removes the type */
export const setRebateSettingsInput = rebateSettingsSchema.partial().extend({ merchant });

export const listRebateClaimsInput = z
  .object({
    merchant,
    username: z.string().optional(),
    limit: z.number().int().min(1).max(500).default(50),
  })
  .optional();

export const adminRebateClaimSchema = z.object({
  referenceNo: z.string(),
  username: z.string(),
  amount: z.number(),
  totalValidBet: z.number(),
  betCount: z.number().int(),
  items: z.array(rebateItemSchema),
  periodStart: z.number(),
  claimTime: z.number(),
});
export type AdminRebateClaim = z.infer<typeof adminRebateClaimSchema>;

export const rebateMerchantInput = z.object({ merchant }).optional();

/** the scenario file's `cashback:` key: the module (MANPLAYREB3) and the settings */
export const cashbackScenarioSchema = setRebateSettingsInput.omit({ merchant: true }).extend({
  enabled: z.boolean().optional().describe('the MANPLAYREB3 module on or off (`flags.set`)'),
});
export type CashbackScenario = z.input<typeof cashbackScenarioSchema>;
