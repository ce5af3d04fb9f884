// Lottery draws computed from the simulated clock: fast e-lotteries every 5 minutes, the others
// daily (Vietnamese lotteries at 11:15 UTC, 18:15 in Vietnam). Numbers are a hash of game and issue,
// so every machine and every call agree without storing anything.
import { hashSeed, seededRandom } from '../../lib/seeded-random.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export interface LotteryGame {
  id: number;
  code: string;
  name: string;
  vendorCode: string;
  gameType: string;
}

export interface Draw {
  gameCode: string;
  gameName: string;
  nodeId: number;
  numero: string;
  openTime: number;
  winningNumber: string;
}

export function drawIntervalMs(game: LotteryGame): number {
  return game.gameType === 'ELOTT' ? 5 * MINUTE : DAY;
}

/** The draw offset within its interval: Vietnamese daily draws at 11:15 UTC. */
function offsetMs(game: LotteryGame): number {
  return drawIntervalMs(game) === DAY ? (11 * 60 + 15) * MINUTE : 0;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

function numeroOf(game: LotteryGame, openTime: number): string {
  const d = new Date(openTime);
  const day = `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1, 2)}${pad(d.getUTCDate(), 2)}`;
  const index =
    Math.floor(
      (openTime - Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate())) / drawIntervalMs(game),
    ) + 1;
  return `${day}-${pad(index, 3)}`;
}

function winningNumber(game: LotteryGame, numero: string): string {
  const random = seededRandom(hashSeed(`${game.code}/${numero}`));
  const count = game.vendorCode === 'VNL' ? 5 : 3;
  return Array.from({ length: count }, () => pad(Math.floor(random() * 100000), 5)).join(',');
}

/** The last `count` draws of a game at or before `now`, newest first. */
export function lastDraws(game: LotteryGame, now: Date, count: number): Draw[] {
  const interval = drawIntervalMs(game);
  const latest = Math.floor((now.getTime() - offsetMs(game)) / interval) * interval + offsetMs(game);
  return Array.from({ length: count }, (_, i) => {
    const openTime = latest - i * interval;
    const numero = numeroOf(game, openTime);
    return {
      gameCode: game.code,
      gameName: game.name,
      nodeId: game.id,
      numero,
      openTime,
      winningNumber: winningNumber(game, numero),
    };
  });
}
