// Lottery draws computed from the simulated clock: fast e-lotteries at the cadence their name says
// ("Win Go 30s", "Lucky 5D 1 Min", "Sea 3D 10 Min"; 5 minutes for one that names none), the others
// daily (at 11:15 UTC, 18:15 in Vietnam). Betting on a draw closes shortly before it opens. A draw
// writes the digits its game names: a 5D game one 5-digit number, a 3D game ("Sea 3D 5 Min",
// "Welfare 3D", "Swertres 3D") one 3-digit number, a 4D game ("Magnum 4D", "Damacai 1+3D") its first,
// second and third 4-digit prizes, Vietnam's five 5-digit prizes, the others three. Numbers are a hash of game and
// issue, so every machine and every call agree without storing anything (a number QA forced for a
// draw replaces it: forced-numbers.ts).
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
}

type Cadence = 'VN' | 'FAST' | 'DAILY';

const SCHEDULES: Record<Cadence, Schedule> = {
  VN: { intervalMs: DAY, offsetMs: (11 * 60 + 15) * MINUTE, closeBeforeMs: 15 * MINUTE },
  FAST: { intervalMs: 5 * MINUTE, offsetMs: 0, closeBeforeMs: 30 * SECOND },
  DAILY: { intervalMs: DAY, offsetMs: (11 * 60 + 15) * MINUTE, closeBeforeMs: 15 * MINUTE },
};

type GameKind = Pick<LotteryGame, 'vendorCode' | 'gameType' | 'name'>;

/** "Lucky 5D 1 Min", "5D Lotre 30s", "Toto 5D"; "Sea 3D 5 Min"; "Magnum 4D", "Damacai 1+3D" (4 digits). */
const FIVE_D = /(^|\s)5D(\s|$)/i;
const FOUR_D = /(^|\s)(4D|1\+3D)(\s|$)/i;
const THREE_D = /(^|\s)3D(\s|$)/i;

/** How often a game draws: Vietnam's daily draw, a fast e-lottery, another daily lottery. */
const cadenceOf = (game: GameKind): Cadence =>
  game.vendorCode === 'VNL' ? 'VN' : game.gameType === 'ELOTT' ? 'FAST' : 'DAILY';

/** How many digits the game's name says it draws (5D, 4D, 3D), fast or daily; null: it names none. */
function namedDigits(game: GameKind): 3 | 4 | 5 | null {
  if (cadenceOf(game) === 'VN') return null;
  if (FIVE_D.test(game.name)) return 5;
  if (FOUR_D.test(game.name)) return 4;
  return THREE_D.test(game.name) ? 3 : null;
}

/**
 * The plays a game takes (shared/src/lgw/plays.ts): a 5D game its own, a 3D game the 3D plays (the
 * FAST family's, which read a 3-digit draw whole), a 4D game the 4D plays (the DAILY family's, read
 * off the end of the prizes), else its cadence's.
 */
export function familyOf(game: GameKind): LotteryFamily {
  const digits = namedDigits(game);
  if (digits === 5) return 'D5';
  if (digits === 4) return 'DAILY';
  if (digits === 3) return 'FAST';
  return cadenceOf(game);
}

/** What a draw writes: `prizes` numbers of `digits` digits each, the first prize first. */
export interface DrawShape {
  prizes: number;
  digits: number;
}

export function drawShapeOf(game: GameKind): DrawShape {
  const digits = namedDigits(game);
  if (digits === 4) return { prizes: 3, digits };
  if (digits !== null) return { prizes: 1, digits };
  return familyOf(game) === 'VN' ? { prizes: 5, digits: 5 } : { prizes: 3, digits: 5 };
}

/** "… 1 Min", "… 10 Min", "… 30s": the cadence a fast game's name gives, in ms; null when it names none. */
export function namedCadenceMs(name: string): number | null {
  const match = /(\d+)\s*(Min|s)$/i.exec(name.trim());
  if (!match) return null;
  const amount = Number(match[1]);
  if (amount <= 0) return null;
  return match[2]!.toLowerCase() === 's' ? amount * SECOND : amount * MINUTE;
}

const fastSchedules = new Map<string, Schedule>();

/** A fast game draws at its named cadence; betting closes 30 s before a draw, or a sixth of a short one (whole seconds). */
function fastSchedule(name: string): Schedule {
  let schedule = fastSchedules.get(name);
  if (!schedule) {
    const intervalMs = namedCadenceMs(name) ?? SCHEDULES.FAST.intervalMs;
    // a day divides into whole draws only at cadences that divide it (all the named ones do)
    const fits = DAY % intervalMs === 0 ? intervalMs : SCHEDULES.FAST.intervalMs;
    schedule = {
      ...SCHEDULES.FAST,
      intervalMs: fits,
      closeBeforeMs: Math.min(30 * SECOND, Math.floor(fits / 6 / SECOND) * SECOND),
    };
    fastSchedules.set(name, schedule);
  }
  return schedule;
}

export const scheduleOf = (game: LotteryGame): Schedule => {
  const cadence = cadenceOf(game);
  return cadence === 'FAST' ? fastSchedule(game.name) : SCHEDULES[cadence];
};

/** A draw's index in its day has three digits, four for cadences of more than 999 draws a day (1 Min, 30s). */
const indexWidth = (game: LotteryGame) => Math.max(3, String(DAY / scheduleOf(game).intervalMs).length);

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
  return `${day}-${pad(index, indexWidth(game))}`;
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

/** The numbers the draw makes by itself (its game's shape), the first prize first. */
export function drawnNumber(game: LotteryGame, numero: string): string {
  const random = seededRandom(hashSeed(`${game.code}/${numero}`));
  const { prizes, digits } = drawShapeOf(game);
  return Array.from({ length: prizes }, () => pad(Math.floor(random() * 10 ** digits), digits)).join(',');
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

const NUMERO = /^(\d{4})(\d{2})(\d{2})-(\d{3,4})$/;

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
