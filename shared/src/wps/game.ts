// GET /wps/game/launchGame (4.10) and the trial launch relay.
import { z } from 'zod';

export const launchQuerySchema = z
  .object({
    gameId: z.string().optional(),
    nodeId: z.coerce.number().int().optional(),
    roomId: z.string().optional(),
    vassalage: z.string().optional(),
    gameCode: z.string().optional(),
    gameType: z.string().optional(),
    /** 1 real money, 0 the free-play wallet */
    accountType: z.coerce.number().int().optional(),
    launchMode: z.string().optional(),
    platform: z.string().optional(),
    clientType: z.coerce.number().int().optional(),
    language: z.string().optional(),
    confirmTrans: z.coerce.number().int().optional(),
    backUrl: z.string().optional(),
    lottoGameCode: z.string().optional(),
  })
  .loose();
export type LaunchQuery = z.infer<typeof launchQuerySchema>;

export const launchResponseSchema = z.object({ content: z.object({ game_url: z.string() }) });
