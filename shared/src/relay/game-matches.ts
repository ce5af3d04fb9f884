// GCSGAME_getGameMatchV2 (endpoint-registry.md B game.getGameMatchV2): the matches of a sports or
// e-sports game. The real shape was never seen: designed after the catalogue's game list (relay/gcsgame.ts):
// the game by `nodeId` (or its `gameCode`), times in ms on the simulated clock.
import { z } from 'zod';
import { wireInt } from '../wire-number.ts';

export const MATCH_STATUSES = ['UPCOMING', 'LIVE', 'FINISHED'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

export const gameMatchQuerySchema = z
  .object({
    nodeId: wireInt(z.number().int().positive()).optional(),
    gameCode: z.string().optional(),
    status: z.enum([...MATCH_STATUSES, 'ALL']).default('ALL'),
  })
  .loose()
  // which game: its id or its code (a call naming neither is refused as bad input)
  .meta({
    anyOf: [{ required: ['nodeId'] }, { required: ['gameCode'], properties: { gameCode: { minLength: 1 } } }],
  });

export const gameMatchSchema = z.object({
  matchId: z.string(),
  league: z.string(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  startTime: z.number(),
  endTime: z.number(),
  status: z.enum(MATCH_STATUSES),
  /** null before kick-off */
  homeScore: z.number().int().nullable(),
  awayScore: z.number().int().nullable(),
});
export type GameMatch = z.infer<typeof gameMatchSchema>;

export const gameMatchListSchema = z.object({
  nodeId: z.number().int(),
  gameCode: z.string(),
  gameName: z.string(),
  gameType: z.string(),
  list: z.array(gameMatchSchema),
});
