// The lottery gateway's menus and game lists (wire-contract.md 4.13): bodies are objects keyed by
// group or game, not the {success, value} envelope; the real app reads them with Object.values.
// Each wire schema has a list form for the site (same checks, then the values in order).
import { z } from 'zod';
import { wireInt } from '../wire-number.ts';
import { LOTTERY_FAMILIES } from './plays.ts';

export const prizeModeQuerySchema = z
  .object({ prizeMode: z.string().optional(), device: z.string().optional() })
  .loose();

export const lotteryMenuGameSchema = z.object({
  gameCode: z.string(),
  gameName: z.string(),
  nodeId: z.number().int(),
  /** the id betting and draw calls take (the node id) */
  gameId: z.number().int(),
  vassalage: z.string(),
  gameType: z.string(),
});
export type LotteryMenuGame = z.infer<typeof lotteryMenuGameSchema>;

export const lotteryGroupSchema = z.object({
  gameGroupCode: z.string(),
  labelName: z.string(),
  prizeMode: z.string(),
  gameMenus: z.array(lotteryMenuGameSchema),
});
export type LotteryGroup = z.infer<typeof lotteryGroupSchema>;

/** /lgw/games/game_menus, /lgw/vn/games/game_menu: keyed by group code. */
export const lotteryMenusSchema = z.record(z.string(), lotteryGroupSchema);
export const lotteryMenuListSchema = lotteryMenusSchema.transform((groups) => Object.values(groups));

export const popularQuerySchema = z
  .object({
    count: wireInt(z.number().int().min(1).max(200)).default(20),
    prizeMode: z.string().optional(),
  })
  .loose();

export const popularLotterySchema = z.object({
  gameCode: z.string(),
  gameName: z.string(),
  nodeId: z.number().int(),
  gameId: z.number().int(),
  vassalage: z.string(),
  sort: z.number().int(),
});
export type PopularLottery = z.infer<typeof popularLotterySchema>;

/** /lgw/games/popular: keyed by game code. */
export const popularLotteriesSchema = z.record(z.string(), popularLotterySchema);
export const popularLotteryListSchema = popularLotteriesSchema.transform((games) =>
  Object.values(games).sort((a, b) => a.sort - b.sort),
);

/** /lgw/games/game_menus/recent, /lgw/vn/games/game_menu/recent: keyed by game code. */
export const recentLotteriesSchema = z.record(
  z.string(),
  z.object({
    gameCode: z.string(),
    gameName: z.string(),
    nodeId: z.number().int(),
    gameId: z.number().int(),
  }),
);

/** One lottery of GET /lgw/games: its draw schedule and the plays it takes. */
export const lotteryGameSchema = lotteryMenuGameSchema.extend({
  family: z.enum(LOTTERY_FAMILIES),
  drawIntervalSeconds: z.number().int(),
  /** betting on a draw closes this long before it opens */
  closeBeforeSeconds: z.number().int(),
  playIds: z.array(z.number().int()),
});
export type LotteryGame = z.infer<typeof lotteryGameSchema>;

/** GET /lgw/games: keyed by game code. */
export const lotteryGamesSchema = z.record(z.string(), lotteryGameSchema);
