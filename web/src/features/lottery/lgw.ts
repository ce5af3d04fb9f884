// The lottery gateway's bodies (wire-contract.md 4.13): objects keyed by group or game, read with
// Object.values as the real app does. Shapes as the simulator serves them (server/src/routes/lgw).
import { z } from 'zod';

export const lotteryMenuGameSchema = z
  .object({
    gameCode: z.string(),
    gameName: z.string(),
    nodeId: z.number().int(),
    vassalage: z.string(),
    gameType: z.string(),
  })
  .loose();
export type LotteryMenuGame = z.infer<typeof lotteryMenuGameSchema>;

export const lotteryGroupSchema = z
  .object({
    gameGroupCode: z.string(),
    labelName: z.string(),
    prizeMode: z.string().optional(),
    gameMenus: z.array(lotteryMenuGameSchema),
  })
  .loose();
export type LotteryGroup = z.infer<typeof lotteryGroupSchema>;

export const lotteryMenusSchema = z
  .record(z.string(), lotteryGroupSchema)
  .transform((groups) => Object.values(groups));

export const popularLotterySchema = z
  .record(
    z.string(),
    z
      .object({
        gameCode: z.string(),
        gameName: z.string(),
        nodeId: z.number().int(),
        vassalage: z.string(),
        sort: z.number(),
      })
      .loose(),
  )
  .transform((games) => Object.values(games).sort((a, b) => a.sort - b.sort));
export type PopularLottery = z.output<typeof popularLotterySchema>[number];

export const drawSchema = z
  .object({
    gameCode: z.string(),
    gameName: z.string(),
    nodeId: z.number().int(),
    numero: z.string(),
    openTime: z.number(),
    winningNumber: z.string(),
  })
  .loose();
export type Draw = z.infer<typeof drawSchema>;

/** Newest first, whatever order the keys came in. */
export const drawsSchema = z
  .record(z.string(), drawSchema)
  .transform((draws) => Object.values(draws).sort((a, b) => b.openTime - a.openTime));

/** "12345,67890" → ["12345", "67890"] */
export function winningNumbers(draw: Pick<Draw, 'winningNumber'>): string[] {
  return draw.winningNumber
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
}
