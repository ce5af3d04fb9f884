// catalogue.*: games with the fixed ids and codes a QA suite hard-codes (scenario `games:`), e.g. the
// vendor's lottery scripts betting on game 5910, code TESTTHAI3.
import { z } from 'zod';

export const declareGameInput = z.object({
  /** the nodeId / gameId clients send */
  id: z.number().int().positive().max(2_000_000_000),
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.-]{1,40}$/),
  name: z.string().trim().min(1).max(80),
  /** an existing vendor code (vassalage): VNL for a Vietnamese lottery, TCG_SEA for SEA, ... */
  vendor: z.string().trim().min(1).max(20),
  gameType: z.enum(['LOTT', 'ELOTT', 'RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS']).default('LOTT'),
  gameClassify: z.string().max(20).optional(),
  hot: z.boolean().default(false),
  trial: z.boolean().default(false),
});
export type DeclareGameInput = z.input<typeof declareGameInput>;
