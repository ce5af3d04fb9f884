// VIP ranks as the member sees them. MCSFE_getPlayerRankProgress (wire-contract.md 4.11): the rank,
// the next one and the turnover (valid bets) toward it, this month and in total. MCSFE_getPlayerRankList
// is this simulator's call (the registry names none) behind the /vip page: every rank's rule.
import { z } from 'zod';

/** Spec section 6: "rank level above 4 routes to VIP customer service". */
export const VIP_SERVICE_ABOVE = 4;
export const isVipServiceLevel = (rankLevel: number) => rankLevel > VIP_SERVICE_ABOVE;

const turnoverSchema = z.object({
  /** turnover so far, major units */
  actual: z.number(),
  /** what the next rank needs (the current rank's own need at the top) */
  expected: z.number(),
});

export const rankProgressSchema = z.object({
  playerRankName: z.string(),
  playerRankLevel: z.number().int(),
  nextRankName: z.string().optional(),
  monthlyTurnover: turnoverSchema,
  totalTurnover: turnoverSchema,
  /** turnover of the current month the monthly review asks to keep the rank */
  keepTurnover: z.number(),
  vipService: z.boolean(),
});
export type RankProgress = z.infer<typeof rankProgressSchema>;

export const rankRuleSchema = z.object({
  level: z.number().int(),
  labelName: z.string(),
  monthlyTurnover: z.number(),
  totalTurnover: z.number(),
  keepTurnover: z.number(),
  bonus: z.number(),
  vipService: z.boolean(),
});
export type RankRule = z.infer<typeof rankRuleSchema>;

export const rankListSchema = z.object({ list: z.array(rankRuleSchema), currency: z.string() });
export type RankList = z.infer<typeof rankListSchema>;
