// Winners and the jackpot (wire-contract.md 4.11, endpoint-registry.md A/B/P). The board lists big
// wins of settled rounds: a win of at least WINNER_MIN_MULTIPLE times the stake or WINNER_MIN_AMOUNT.
// Usernames are masked as the platform shows them (`de***01`).
// The registry gives the board only as `value.list[].vo.winAmount`, the rank list only its query and
// the jackpot only its name: the other fields are this simulator's.
import { z } from 'zod';
import { wireInt } from '../wire-number.ts';

/** a big win: this many times the stake, or this much (major units) whatever the stake */
export const WINNER_MIN_MULTIPLE = 10;
export const WINNER_MIN_AMOUNT = 1000;

const limitSchema = wireInt(z.number().int().min(1).max(100));

export const winnerSchema = z.object({
  /** masked: the first two and the last two characters */
  username: z.string(),
  winAmount: z.number(),
  betAmount: z.number(),
  /** winAmount / betAmount, 2 decimals */
  multiple: z.number(),
  gameName: z.string(),
  nodeId: z.number().int(),
  vendor: z.string(),
  gameType: z.string(),
  currency: z.string(),
  /** ms epoch of the settlement */
  winTime: z.number(),
});
export type Winner = z.infer<typeof winnerSchema>;

/** GET ODSFE2_getWinnerBoard[?limitNum=20&gameType=RNG] (public; the APP sorts by vo.winAmount) */
export const winnerBoardQuerySchema = z
  .object({ limitNum: limitSchema.default(20), gameType: z.string().trim().toUpperCase().optional() })
  .loose();
export const winnerBoardSchema = z.object({ list: z.array(z.object({ vo: winnerSchema })) });
export type WinnerBoard = z.infer<typeof winnerBoardSchema>;

/** GET GCSGAME_getRankList?gameCategory=&language=&limitNum= (PX winnerBoard): the biggest wins first */
export const rankListQuerySchema = z
  .object({
    gameCategory: z.string().trim().toUpperCase().optional(),
    language: z.string().optional(),
    limitNum: limitSchema.default(10),
  })
  .loose();
export const rankListSchema = z.object({
  list: z.array(winnerSchema.extend({ rank: z.number().int() })),
});
export type RankList = z.infer<typeof rankListSchema>;

/** GET VIS_getJackpot (public): the pool grows with every valid bet */
export const jackpotSchema = z.object({
  amount: z.number(),
  currency: z.string(),
  /** percent of each valid bet that feeds the pool */
  contributionPercent: z.number(),
  /** ms epoch of the last reset or set */
  lastResetTime: z.number(),
});
export type Jackpot = z.infer<typeof jackpotSchema>;
