// Lottery draws computed from the simulated clock: fast e-lotteries every 5 minutes, the others
// daily (at 11:15 UTC, 18:15 in Vietnam). Betting on a draw closes shortly before it opens. Numbers
// are a hash of game and issue, so every machine and every call agree without storing anything (a
// number QA forced for a draw replaces it: forced-numbers.ts).
import type { LotteryFamily } from '@sim/shared/lgw/plays';
import { hashSeed, seededRandom } from '../../lib/seeded-random.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;

export interface LotteryGame {
  id: number;
  code: string;
  name: string;
  vendorCode: string;
  gameType: string;
}

interface Schedule {
  intervalMs: number;
  /** the first draw's offset within the interval */
  offsetMs: number;
  closeBeforeMs: number;
  /** how many 5-digit numbers a draw has */
  prizes: number;
}

const SCHEDULES: Record<LotteryFamily, Schedule> = {
  VN: { intervalMs: DAY, offsetMs: (11 * 60 + 15) * MINUTE, closeBeforeMs: 15 * MINUTE, prizes: 5 },
  FAST: { intervalMs: 5 * MINUTE, offsetMs: 0, closeBeforeMs: 30 * SECOND, prizes: 3 },
  DAILY: { intervalMs: DAY, offsetMs: (11 * 60 + 15) * MINUTE, closeBeforeMs: 15 * MINUTE, prizes: 3 },
};

export function familyOf(game: Pick<LotteryGame, 'vendorCode' | 'gameType'>): LotteryFamily {
  if (game.vendorCode === 'VNL') return 'VN';
  return game.gameType === 'ELOTT' ? 'FAST' : 'DAILY';
}

export const scheduleOf = (game: LotteryGame): Schedule => SCHEDULES[familyOf(game)];

/** A draw of a game, drawn or not. */
export interface DrawSlot {
  gameCode: string;
  gameName: string;
  nodeId: number;
  gameId: number;
  numero: string;
  openTime: number;
  closeTime: number;
}

export interface Draw extends Omit<DrawSlot, 'closeTime'> {
  winningNumber: string;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const dayStart = (at: number) => {
  const d = new Date(at);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
};

function numeroOf(game: LotteryGame, openTime: number): string {
  const d = new Date(openTime);
  const day = `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1, 2)}${pad(d.getUTCDate(), 2)}`;
  const index = Math.floor((openTime - dayStart(openTime)) / scheduleOf(game).intervalMs) + 1;
  return `${day}-${pad(index, 3)}`;
}

function slotAt(game: LotteryGame, openTime: number): DrawSlot {
  return {
    gameCode: game.code,
    gameName: game.name,
    nodeId: game.id,
    gameId: game.id,
    numero: numeroOf(game, openTime),
    openTime,
    closeTime: openTime - scheduleOf(game).closeBeforeMs,
  };
}

/** The numbers the draw makes by itself: `prizes` 5-digit numbers, the first prize first. */
export function drawnNumber(game: LotteryGame, numero: string): string {
  const random = seededRandom(hashSeed(`${game.code}/${numero}`));
  return Array.from({ length: scheduleOf(game).prizes }, () => pad(Math.floor(random() * 100000), 5)).join(
    ',',
  );
}

/** The open time of the latest draw at or before `now`. */
function latestOpenTime(game: LotteryGame, now: Date): number {
  const { intervalMs, offsetMs } = scheduleOf(game);
  return Math.floor((now.getTime() - offsetMs) / intervalMs) * intervalMs + offsetMs;
}

/** The last `count` draws of a game at or before `now`, newest first, their numbers not made yet. */
export function lastSlots(game: LotteryGame, now: Date, count: number): DrawSlot[] {
  const latest = latestOpenTime(game, now);
  const { intervalMs } = scheduleOf(game);
  return Array.from({ length: count }, (_, i) => slotAt(game, latest - i * intervalMs));
}

/** An opened draw with the numbers it makes. */
export function drawOf(game: LotteryGame, slot: DrawSlot): Draw {
  const { closeTime: _closeTime, ...opened } = slot;
  return { ...opened, winningNumber: drawnNumber(game, opened.numero) };
}

/** The last `count` draws of a game at or before `now`, newest first, with the numbers they make. */
export function lastDraws(game: LotteryGame, now: Date, count: number): Draw[] {
  return lastSlots(game, now, count).map((slot) => drawOf(game, slot));
}

/** The next `count` draws that have not opened by `now`, soonest first. */
export function upcomingDraws(game: LotteryGame, now: Date, count: number): DrawSlot[] {
  const latest = latestOpenTime(game, now);
  const { intervalMs } = scheduleOf(game);
  return Array.from({ length: count }, (_, i) => slotAt(game, latest + (i + 1) * intervalMs));
}

/** The draws still taking bets at `now`: the first `count`, soonest first. */
export function bettableDraws(game: LotteryGame, now: Date, count: number): DrawSlot[] {
  const next = upcomingDraws(game, now, count + 1);
  return (next[0]!.closeTime > now.getTime() ? next : next.slice(1)).slice(0, count);
}

const NUMERO = /^(\d{4})(\d{2})(\d{2})-(\d{3})$/;

/** The draw a numero names, or null when the game has no such draw. */
export function drawOfNumero(game: LotteryGame, numero: string): DrawSlot | null {
  const match = NUMERO.exec(numero);
  if (!match) return null;
  const [, year, month, day, index] = match.map(Number) as [number, number, number, number, number];
  const { intervalMs, offsetMs } = scheduleOf(game);
  const openTime = Date.UTC(year, month - 1, day) + (index - 1) * intervalMs + offsetMs;
  const slot = slotAt(game, openTime);
  return index >= 1 && slot.numero === numero ? slot : null;
}
