// How a draw decides a bet: the winning units it makes, counted once per hit (a lô number ending two
// prizes hits twice). The rules follow shared/src/lgw/plays.ts; the win is hits × odds × unit price ×
// multiple, rounded down to the minor unit.
import type { HitRule, Picks } from '@sim/shared/lgw/plays';

const lastDigits = (prize: string, count: number) => prize.slice(-count);

/** Does every position's picks hold the matching digit of `tail`? */
const spells = (picks: Picks, tail: string) => picks.every((position, i) => position.includes(tail[i]!));

function bsoeHits(picks: Picks, value: number, bigFrom: number): number {
  const holds: Record<string, boolean> = {
    BIG: value >= bigFrom,
    SMALL: value < bigFrom,
    ODD: value % 2 === 1,
    EVEN: value % 2 === 0,
  };
  return picks[0]!.filter((pick) => holds[pick]).length;
}

const choose2 = (n: number) => (n * (n - 1)) / 2;

const digitSum = (digits: string) => digits.split('').reduce((sum, d) => sum + Number(d), 0);

/** The hits of a bet's picks against a draw's prizes (the first prize first; a 3D or 5D draw has one). */
export function hitsOf(rule: HitRule, picks: Picks, prizes: string[]): number {
  const first = prizes[0] ?? '';
  const last3 = lastDigits(first, 3);
  const three = last3.split('');
  switch (rule) {
    case 'EXACT_FIRST':
      return spells(picks, lastDigits(first, picks.length)) ? 1 : 0;
    case 'EXACT_LEAD':
      return spells(picks, first.slice(0, picks.length)) ? 1 : 0;
    case 'EXACT_ANY':
      return prizes.filter((prize) => spells(picks, lastDigits(prize, picks.length))).length;
    case 'ALL_AMONG': {
      const tails = new Set(prizes.map((prize) => lastDigits(prize, 2)));
      return choose2(picks[0]!.filter((pair) => tails.has(pair)).length);
    }
    case 'GROUP6':
      return new Set(three).size === 3 && three.every((d) => picks[0]!.includes(d)) ? 1 : 0;
    case 'GROUP3':
      return new Set(three).size === 2 && three.every((d) => picks[0]!.includes(d)) ? 1 : 0;
    case 'BSOE_LAST2':
      return bsoeHits(picks, Number(lastDigits(first, 2)), 50);
    case 'BSOE_SUM3':
      return bsoeHits(picks, digitSum(last3), 14);
    case 'BSOE_SUM5':
      return bsoeHits(picks, digitSum(lastDigits(first, 5)), 23);
  }
}

/** hits × odds × unit price × multiple, in minor units, rounded down. */
export function winMinorOf(
  hits: number,
  oddsHundredths: number,
  priceMinor: bigint,
  multiple: number,
): bigint {
  return (BigInt(hits) * BigInt(oddsHundredths) * priceMinor * BigInt(multiple)) / 100n;
}
