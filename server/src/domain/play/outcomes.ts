// How a round ends: the next outcome QA forced (for the member or the game), or a draw from a
// paytable whose return is near the game's payout. Engines turn the multiplier into what is shown.
import { randomInt } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import type { Sql } from '../../db/sql.ts';
import { RequestRefused } from '../../foundation/errors.ts';
import { baccaratDisplay } from './displays/baccarat.ts';
import { drawDisplay } from './displays/draw.ts';
import { fishingDisplay } from './displays/fishing.ts';
import { rouletteDisplay } from './displays/roulette.ts';
import { slotDisplay } from './displays/slot.ts';
import type { Random } from './displays/types.ts';
import { deleteForcedOutcome, oldestForcedOutcome } from './queries.ts';

/** multiplier → weight; the return is the weighted mean (about 0.93 here) */
const PAYTABLE: [number, number][] = [
  [0, 6400],
  [0.5, 900],
  [1, 1100],
  [2, 900],
  [5, 500],
  [10, 150],
  [50, 50],
];
const TOTAL_WEIGHT = PAYTABLE.reduce((sum, [, w]) => sum + w, 0);

export function drawMultiplier(random: (max: number) => number = randomInt): number {
  let roll = random(TOTAL_WEIGHT);
  for (const [multiplier, weight] of PAYTABLE) {
    if (roll < weight) return multiplier;
    roll -= weight;
  }
  return 0;
}

/** QA decides the next round of a member, of a game, or of both (null: any). */
export async function forceOutcome(
  db: Db,
  forced: { memberId: number | null; gameId: number | null; multiplier: number },
) {
  if (forced.gameId !== null && !(await db.game.findUnique({ where: { id: forced.gameId } })))
    throw new RequestRefused('missing', `No game ${forced.gameId}`);
  return db.forcedOutcome.create({ data: forced });
}

/**
 * Takes the oldest forced outcome that applies, inside the round's plain-SQL transaction, so each
 * forced outcome decides exactly one round.
 */
export async function takeForcedMultiplier(
  sql: Sql,
  memberId: number | null,
  gameId: number,
): Promise<number | null> {
  const forced = await oldestForcedOutcome(sql, memberId, gameId);
  if (!forced) return null;
  await deleteForcedOutcome(sql, forced.id);
  return Number(forced.multiplier);
}

/** What each game family shows for a multiplier; `pick` is the member's choice the page sent. */
export function display(family: GameFamily, multiplier: number, random: Random = randomInt, pick?: string) {
  switch (family) {
    case 'slot':
      return slotDisplay(multiplier, random);
    case 'draw':
      return drawDisplay(multiplier, random, pick);
    case 'table':
      return baccaratDisplay(multiplier, random, pick);
    case 'roulette':
      return rouletteDisplay(multiplier, random, pick);
    case 'fishing':
      return fishingDisplay(multiplier, random);
  }
}

export const GAME_FAMILIES = ['slot', 'draw', 'table', 'roulette', 'fishing'] as const;
export type GameFamily = (typeof GAME_FAMILIES)[number];

/** One playable game per family: by game type, and for live tables by classify (a roulette wheel). */
export function familyOf(gameType: string, gameClassify?: string): GameFamily {
  if (gameType === 'LOTT' || gameType === 'ELOTT') return 'draw';
  if (gameType === 'FISH') return 'fishing';
  if (gameType === 'LIVE' && gameClassify === 'ROU') return 'roulette';
  if (['LIVE', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT'].includes(gameType)) return 'table';
  return 'slot';
}
