// The simulated game vendor's round API under /provider/api (server/src/game-provider/routes.ts): what the
// game page reads back, inside the platform envelope. Amounts are in major units.
import { z } from 'zod';

const family = z.string();

/** GET /provider/api/state */
export const providerStateSchema = z.object({
  game: z.object({ nodeId: z.number().int(), name: z.string(), family }),
  balance: z.number(),
  trial: z.boolean(),
});

/** POST /provider/api/round, /bet, /settle: one round, settled or (a live table's bet) still open */
export const providerRoundSchema = z.object({
  roundId: z.string(),
  status: z.enum(['OPEN', 'SETTLED']),
  stake: z.number(),
  win: z.number(),
  multiplier: z.number().nullable(),
  /** what the page draws: reels, cards, a wheel, a ticket */
  display: z.unknown(),
  balance: z.number(),
  /** the same round id again: the first answer, nothing debited twice */
  replayed: z.boolean(),
});

/** POST /provider/api/trial-round: play money, no round kept */
export const providerTrialRoundSchema = z.object({
  stake: z.number(),
  win: z.number(),
  multiplier: z.number(),
  display: z.unknown(),
  balance: z.number(),
});
