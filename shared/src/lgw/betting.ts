// POST /lgw/betting (and /lotto/lgw/betting, /lotto-<area>/lgw/betting): the body real clients send
// (wire-contract.md 8) and the answer, unwrapped like every /lgw answer; the member's bets
// (GET /lgw/betting/orders). Each content names a game, a play, its picks (plays.ts grammar), a unit
// price and one or more draws with a multiple each; every (content, draw) is one bet of the order.
import { z } from 'zod';
import { positiveMoneySchema } from '../money-schema.ts';
import { wireInt } from '../wire-number.ts';
import { requestIdSchema } from '../wps/cashier.ts';

export const LOTTERY_LIMITS = {
  /** the price of one bet unit, in the merchant's currency (2 decimals at most) */
  minPrice: 1,
  maxPrice: 100_000,
  maxMultiple: 1000,
  /** units one content may make (a 4D content of every digit is 10,000) */
  maxUnits: 10_000,
  /** draws one content may chase */
  maxDraws: 100,
  maxContents: 50,
} as const;

export const bettingNumeroSchema = z.object({
  numero: z.string().trim().min(1).max(20),
  multiple: wireInt(z.number().int().min(1).max(LOTTERY_LIMITS.maxMultiple)).default(1),
});

export const bettingContentSchema = z
  .object({
    gameId: wireInt(z.number().int().positive()),
    playId: wireInt(z.number().int().positive()),
    bettingContent: z.string().trim().min(1).max(1000),
    singleBetPrice: positiveMoneySchema
      .refine(
        (n) => n >= LOTTERY_LIMITS.minPrice && n <= LOTTERY_LIMITS.maxPrice,
        `singleBetPrice is from ${LOTTERY_LIMITS.minPrice} to ${LOTTERY_LIMITS.maxPrice}`,
      )
      .meta({ minimum: LOTTERY_LIMITS.minPrice, maximum: LOTTERY_LIMITS.maxPrice }),
    numero: z
      .array(bettingNumeroSchema)
      .min(1)
      .max(LOTTERY_LIMITS.maxDraws)
      .refine((draws) => new Set(draws.map((d) => d.numero)).size === draws.length, 'a draw is named twice'),
    /** chase: stop the later draws after a win (stored; see the route's LIMITATIONS) */
    winStop: z.boolean().default(false),
    /** 1: picks chosen on the board (the only approach simulated) */
    bettingApproach: wireInt(z.number().int()).default(1),
    bettingSlip: z.unknown().optional(),
  })
  .loose();
export type BettingContent = z.input<typeof bettingContentSchema>;

export const bettingRequestSchema = z
  .object({
    prizeMode: z.string().optional(),
    device: z.string().optional(),
    /** optional idempotency key (or the X-Request-Id header): a retry answers the first order */
    requestId: requestIdSchema.optional(),
    contents: z.array(bettingContentSchema).min(1).max(LOTTERY_LIMITS.maxContents),
  })
  .loose();
export type BettingRequest = z.input<typeof bettingRequestSchema>;

export const BET_STATUSES = ['OPEN', 'SETTLED'] as const;
export type BetStatus = (typeof BET_STATUSES)[number];

/** One bet: one content on one draw. */
export const lotteryBetSchema = z.object({
  /** the bet's id, also its roundId in the betting record */
  betNo: z.string(),
  orderNo: z.string(),
  gameId: z.number().int(),
  gameCode: z.string(),
  gameName: z.string(),
  numero: z.string(),
  playId: z.number().int(),
  playCode: z.string(),
  bettingContent: z.string(),
  units: z.number().int(),
  singleBetPrice: z.number(),
  multiple: z.number().int(),
  stake: z.number(),
  odds: z.number(),
  winStop: z.boolean(),
  /** when the draw opens (the bet settles then) */
  openTime: z.number(),
  betTime: z.number(),
  status: z.enum(BET_STATUSES),
  winningNumber: z.string().nullable(),
  /** winning units × hits; null until settled */
  hits: z.number().int().nullable(),
  win: z.number(),
  settleTime: z.number().nullable(),
});
export type LotteryBet = z.infer<typeof lotteryBetSchema>;

/** The answer to a bet: the order, its bets, and the balance of the wallet it drew on. */
export const bettingResponseSchema = z.object({
  orderNo: z.string(),
  totalStake: z.number(),
  betCount: z.number().int(),
  balance: z.number(),
  /** true when this answers a retry of an order already placed (nothing moved) */
  replayed: z.boolean(),
  bets: z.array(lotteryBetSchema),
});
export type BettingResponse = z.infer<typeof bettingResponseSchema>;

export const betOrdersQuerySchema = z
  .object({
    gameId: wireInt(z.number().int().positive()).optional(),
    status: z.enum(BET_STATUSES).optional(),
    pageNo: wireInt(z.number().int().min(1)).default(1),
    pageSize: wireInt(z.number().int().min(1).max(100)).default(20),
  })
  .loose();

/** GET /lgw/betting/orders: the member's bets, newest first. */
export const betOrdersSchema = z.object({
  list: z.array(lotteryBetSchema),
  pageNo: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});
export type BetOrders = z.infer<typeof betOrdersSchema>;
