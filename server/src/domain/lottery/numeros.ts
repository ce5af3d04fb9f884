// What the gateway says about draws: the opened ones with their numbers (forced ones included), and a
// game's draws around now (the one taking bets, the next, the last drawn) with its schedule.
import type { DrawInfo, NearNumeros, Numero } from '@sim/shared/lgw/draws';
import type { Db } from '../../db/client.ts';
import {
  bettableDraws,
  type Draw,
  type DrawSlot,
  drawOf,
  familyOf,
  type LotteryGame,
  lastDraws,
  lastSlots,
  scheduleOf,
} from './draws.ts';
import { withForcedNumbers } from './forced-numbers.ts';

/** The newest `count` draws of the games together, newest first, forced numbers in place. */
export async function openedDraws(db: Db, games: LotteryGame[], now: Date, count: number): Promise<Draw[]> {
  // the numbers (a hash each) made for the `count` kept only, not for every game's `count`
  const newest = games
    .flatMap((game) => lastSlots(game, now, count).map((slot) => ({ game, slot })))
    .sort((a, b) => b.slot.openTime - a.slot.openTime)
    .slice(0, count);
  return withForcedNumbers(
    db,
    newest.map(({ game, slot }) => drawOf(game, slot)),
  );
}

/** The latest draw of each game. */
export async function latestDraws(db: Db, games: LotteryGame[], now: Date): Promise<Draw[]> {
  return withForcedNumbers(
    db,
    games.flatMap((g) => lastDraws(g, now, 1)),
  );
}

const numero = (game: LotteryGame, slot: DrawSlot, winningNumber: string | null): Numero => ({
  numero: slot.numero,
  gameId: game.id,
  gameCode: game.code,
  gameName: game.name,
  openTime: slot.openTime,
  closeTime: slot.closeTime,
  status: winningNumber === null ? 'OPEN' : 'DRAWN',
  winningNumber,
});

/** The draw taking bets now, the one after, and `last`, the latest drawn. */
function around(game: LotteryGame, now: Date, last: Draw): NearNumeros {
  const [current, next] = bettableDraws(game, now, 2) as [DrawSlot, DrawSlot];
  const closeTime = last.openTime - scheduleOf(game).closeBeforeMs;
  return {
    currentNumero: numero(game, current, null),
    nextNumero: numero(game, next, null),
    lastNumero: numero(game, { ...last, closeTime }, last.winningNumber),
    serverTime: now.getTime(),
  };
}

/** GET /lgw/numeros/near. */
export async function nearNumeros(db: Db, game: LotteryGame, now: Date): Promise<NearNumeros> {
  const [last] = await latestDraws(db, [game], now);
  return around(game, now, last!);
}

/** Each game's schedule and its draws around now (GET /lgw/draw), forced numbers read at once. */
export async function drawInfos(db: Db, games: LotteryGame[], now: Date): Promise<DrawInfo[]> {
  const latest = await latestDraws(db, games, now);
  return games.map((game, i) => {
    const schedule = scheduleOf(game);
    return {
      gameId: game.id,
      gameCode: game.code,
      gameName: game.name,
      family: familyOf(game),
      drawIntervalSeconds: schedule.intervalMs / 1000,
      closeBeforeSeconds: schedule.closeBeforeMs / 1000,
      ...around(game, now, latest[i]!),
    };
  });
}
