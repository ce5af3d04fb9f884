// GET /wps/game/launchGame (4.10) and the trial launch relay.
import { z } from 'zod';
import { wireInt } from '../wire-number.ts';

export const launchQuerySchema = z
  .object({
    gameId: z.string().optional(),
    nodeId: wireInt(z.number().int().positive()).optional(),
    /** a PVP room: `<anything>,<nodeId>`, `<nodeId>-<n>` or the nodeId */
    roomId: z.string().optional().meta({ pattern: '^\\s*(?:[\\s\\S]*,\\d+|\\d+-\\d+|\\d+)\\s*$' }),
    vassalage: z.string().optional(),
    gameCode: z.string().optional(),
    gameType: z.string().optional(),
    /** 1 real money, 0 the free-play wallet */
    accountType: wireInt(z.number().int()).optional(),
    launchMode: z.string().optional(),
    platform: z.string().optional(),
    clientType: wireInt(z.number().int()).optional(),
    language: z.string().optional(),
    confirmTrans: wireInt(z.number().int()).optional(),
    backUrl: z.string().optional(),
    device: z.string().optional(),
    // the lottery lobby launch (launchMode LOTT; APP getLabby, wire-contract.md 4.10 and 8)
    lottoGameCode: z.string().optional(),
    /** VN, SEA, ... : which lottery page opens */
    lottoArea: z.string().optional(),
    lottoPrizeMode: z.string().optional(),
    /** betting: the game's betting view; lobby: the lottery lobby */
    lottoView: z.string().optional(),
    /** the legacy client's way to ask for a lottery launch ('Traditional') */
    lottoMode: z.string().optional(),
  })
  .loose()
  // which game: an id of one, or the lottery lobby (launchMode LOTT, or the legacy lottoMode alone)
  .meta({
    anyOf: [
      { required: ['nodeId'] },
      { required: ['gameId'], properties: { gameId: { minLength: 1 } } },
      { required: ['roomId'] },
      { required: ['launchMode'], properties: { launchMode: { pattern: '^[Ll][Oo][Tt][Tt]$' } } },
      { required: ['lottoMode'], not: { required: ['launchMode'] } },
    ],
  });
export type LaunchQuery = z.infer<typeof launchQuerySchema>;

/** `content.game_url` as current clients read it, `gameUrl` as older builds do (A777, the legacy client). */
export const launchResponseSchema = z.object({
  content: z.object({ game_url: z.string() }),
  gameUrl: z.string(),
});
