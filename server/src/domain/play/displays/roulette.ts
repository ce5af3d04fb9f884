// A roulette spin: a European wheel number that agrees with the multiplier for the member's even-money
// bet (a win lands on it; a loss lands off it, sometimes on the green zero).
import type { Random } from './types.ts';

export const ROULETTE_BETS = ['RED', 'BLACK', 'ODD', 'EVEN'] as const;
export type RouletteBet = (typeof ROULETTE_BETS)[number];
const REDS = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

export const colourOf = (n: number) => (n === 0 ? 'GREEN' : REDS.has(n) ? 'RED' : 'BLACK');

const covers = (bet: RouletteBet, n: number) =>
  n !== 0 && (bet === 'RED' || bet === 'BLACK' ? colourOf(n) === bet : (n % 2 === 1) === (bet === 'ODD'));

export const betOf = (pick: string | undefined): RouletteBet =>
  (ROULETTE_BETS as readonly string[]).includes(pick ?? '') ? (pick as RouletteBet) : 'RED';

export function rouletteDisplay(multiplier: number, random: Random, pick?: string) {
  const bet = betOf(pick);
  const candidates = Array.from({ length: 37 }, (_, n) => n).filter((n) => covers(bet, n) === multiplier > 0);
  const number = candidates[random(candidates.length)]!;
  return { bet, number, colour: colourOf(number), winner: multiplier > 0 ? 'YOU' : 'HOUSE' };
}
