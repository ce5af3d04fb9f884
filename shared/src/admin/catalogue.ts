// catalogue.*: games with the fixed ids and codes a QA suite hard-codes (scenario `games:`), e.g. the
// vendor's lottery scripts betting on game 5910, code TESTTHAI3.
import { z } from 'zod';

export const declareGameInput = z.object({
  id: z.number().int().positive().max(2_000_000_000).describe('the nodeId / gameId clients send'),
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.-]{1,40}$/)
    .describe('the game code clients send (gameCode, lottoGameCode)'),
  name: z.string().trim().min(1).max(80).describe('the name the lobby shows'),
  vendor: z
    .string()
    .trim()
    .min(1)
    .max(20)
    .describe('an existing vendor code (vassalage): VNL for a Vietnamese lottery, TCG_SEA for SEA, ...'),
  gameType: z
    .enum(['LOTT', 'ELOTT', 'RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS'])
    .default('LOTT')
    .describe('the game family'),
  gameClassify: z
    .string()
    .max(20)
    .optional()
    .describe("a classification within the family, for the lobby's filters"),
  hot: z.boolean().default(false).describe('listed among the hot games'),
  trial: z.boolean().default(false).describe('visitors may play it as a free trial'),
});
export type DeclareGameInput = z.input<typeof declareGameInput>;
