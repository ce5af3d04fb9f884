// jackpot.*: the merchant's jackpot pool — read it, set it to an amount, reset it to its seed, change
// the share of each bet that feeds it.
import { z } from 'zod';
import { moneySchema } from '../money-schema.ts';

const merchant = z.string().optional();

export const jackpotMerchantInput = z.object({ merchant }).optional();

export const setJackpotInput = z.object({
  merchant,
  amount: moneySchema.optional().describe('the pool now holds this much; bets from now on add to it'),
  contributionPercent: z.number().min(0).max(10).optional().describe('percent of each valid bet, 0 to 10'),
});

/** the scenario file's `jackpot:` key */
export const jackpotScenarioSchema = setJackpotInput.omit({ merchant: true });

export const adminJackpotSchema = z.object({
  merchant: z.string(),
  amount: z.number(),
  seed: z.number(),
  contributionPercent: z.number(),
  lastResetTime: z.number(),
  /** valid bets settled since the last reset */
  betsSinceReset: z.number(),
  currency: z.string(),
});
export type AdminJackpot = z.infer<typeof adminJackpotSchema>;
