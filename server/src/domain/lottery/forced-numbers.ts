// Winning numbers QA forced (lottery.forceNumber): a draw that has not opened yet makes the forced
// number instead of its own. Every reader of drawn numbers (the gateway's lists, settlement) goes
// through `withForcedNumbers`, so what the site shows and what was paid always agree.
import type { Db, Tx } from '../../db/client.ts';
import { PlatformError } from '../../foundation/errors.ts';
import { type Draw, type DrawSlot, drawnNumber, drawShapeOf, type LotteryGame } from './draws.ts';

const key = (gameId: number, numero: string) => `${gameId}/${numero}`;

/** The draws with any forced number in place of the drawn one (one query for the lot). */
export async function withForcedNumbers<T extends Draw>(db: Db | Tx, draws: T[]): Promise<T[]> {
  if (draws.length === 0) return draws;
  const forced = await db.lotteryForcedNumber.findMany({
    where: {
      gameId: { in: [...new Set(draws.map((d) => d.gameId))] },
      numero: { in: [...new Set(draws.map((d) => d.numero))] },
    },
  });
  if (forced.length === 0) return draws;
  const byKey = new Map(forced.map((f) => [key(f.gameId, f.numero), f.winningNumber]));
  return draws.map((d) => ({ ...d, winningNumber: byKey.get(key(d.gameId, d.numero)) ?? d.winningNumber }));
}

/** The number a draw makes: forced, or its own. */
export async function winningNumberOf(db: Db | Tx, game: LotteryGame, numero: string): Promise<string> {
  const forced = await db.lotteryForcedNumber.findUnique({
    where: { gameId_numero: { gameId: game.id, numero } },
  });
  return forced?.winningNumber ?? drawnNumber(game, numero);
}

/**
 * A full winning number from what QA gives: numbers of the game's digits (5, 4 for a 4D game, 3 for a 3D one),
 * comma-separated, the first prize first; the prizes not given keep the draw's own numbers.
 */
export function completeNumber(game: LotteryGame, numero: string, given: string): string {
  const prizes = given.split(',').map((n) => n.trim());
  const { prizes: count, digits } = drawShapeOf(game);
  const shape = new RegExp(`^\\d{${digits}}$`);
  if (prizes.length > count || prizes.some((n) => !shape.test(n)))
    throw PlatformError.of('requestParamError', {
      message: `Give 1 to ${count} numbers of ${digits} digits, comma-separated`,
    });
  const own = drawnNumber(game, numero).split(',');
  return own.map((n, i) => prizes[i] ?? n).join(',');
}

/** Forces the number of a draw that has not opened by `now`. */
export async function forceNumber(
  db: Db,
  game: LotteryGame,
  slot: DrawSlot,
  given: string,
  now: Date,
): Promise<string> {
  if (slot.openTime <= now.getTime())
    throw PlatformError.of('lotteryNumeroClosed', { message: `Draw ${slot.numero} has already opened` });
  const winningNumber = completeNumber(game, slot.numero, given);
  await db.lotteryForcedNumber.upsert({
    where: { gameId_numero: { gameId: game.id, numero: slot.numero } },
    create: { gameId: game.id, numero: slot.numero, winningNumber },
    update: { winningNumber },
  });
  return winningNumber;
}
