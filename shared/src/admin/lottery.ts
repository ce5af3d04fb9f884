// lottery.*: the lottery gateway's back office — bets, forced draw numbers, settlement on demand.
import { z } from 'zod';
import { BET_STATUSES } from '../lgw/betting.ts';

export const lotteryBetsInput = z
  .object({
    merchant: z.string().optional(),
    username: z.string().optional(),
    /** a lottery by game code */
    gameCode: z.string().optional(),
    status: z.enum(BET_STATUSES).optional(),
    limit: z.number().int().min(1).max(500).default(50),
  })
  .optional();

export const forceNumberInput = z
  .object({
    /** the lottery, by game code or node id */
    gameCode: z.string().optional(),
    nodeId: z.number().int().optional(),
    /** a draw that has not opened yet; default the next one to open */
    numero: z.string().optional(),
    /** numbers of the game's digits (5; 3 for a 3D game), comma-separated, the first prize first;
     * prizes left out keep the draw's own */
    winningNumber: z.string().regex(/^\d{3,5}(,\d{3,5})*$/, '3- or 5-digit numbers, comma-separated'),
  })
  .refine((v) => v.gameCode !== undefined || v.nodeId !== undefined, 'name a gameCode or a nodeId');
