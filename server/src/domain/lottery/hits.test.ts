import { findPlay, parseContent } from '@sim/shared/lgw/plays';
import { describe, expect, it } from 'vitest';
import { hitsOf, winMinorOf } from './hits.ts';

function hits(playId: number, content: string, winningNumber: string): number {
  const play = findPlay(playId)!;
  const parsed = parseContent(play, content);
  if (!parsed.ok) throw new Error(parsed.reason);
  return hitsOf(play.hit, parsed.picks, winningNumber.split(','));
}

const VN = '98765,11165,22223,33365,44400';
const FAST = '12335,55555,00000';

describe('hits', () => {
  it.each([
    ['lô counts each prize ending in the number', 2051, '6_5', VN, 3],
    ['lô: several numbers', 2051, '0,6_0,5', VN, 4],
    ['đề: the special prize only', 2052, '6_5', VN, 1],
    ['đề: a lower prize does not count', 2052, '2_3', VN, 0],
    ['xiên: pairs of drawn numbers', 2053, '65,23,00,99', VN, 3],
    ['3 càng', 2057, '7_6_5', VN, 1],
    ['đề big/small: 65 is big and odd', 2058, 'BIG,SMALL,ODD,EVEN', VN, 2],
    ['3D direct', 3001, '3_3_5', FAST, 1],
    ['3D direct in another order', 3001, '5_3_3', FAST, 0],
    ['group 6 needs three different digits', 3002, '3,5,9', FAST, 0],
    ['group 3: a pair and a single, both picked', 3003, '3,5', FAST, 1],
    ['group 3 misses a digit', 3003, '3,4', FAST, 0],
    ['2D direct: the last two', 3004, '3_5', FAST, 1],
    ['sum 11: small and odd', 3005, 'SMALL,ODD,BIG', FAST, 2],
    ['4D direct', 4001, '2_3_3_5', FAST, 1],
    ['2D any prize', 4003, '5_5', FAST, 1],
    ['last two 35: small and odd', 4004, 'BIG,EVEN', FAST, 0],
  ])('%s', (_name, playId, content, winningNumber, expected) => {
    expect(hits(playId, content, winningNumber)).toBe(expected);
  });

  it('group 6 wins on three different picked digits', () => {
    expect(hits(3002, '1,2,3,9', '54321,00000,00000')).toBe(1);
  });
});

describe('wins', () => {
  it('pays hits × odds × unit price × multiple, rounded down to the minor unit', () => {
    expect(winMinorOf(3, 1800, 150n, 2)).toBe(16_200n);
    expect(winMinorOf(1, 195, 1n, 1)).toBe(1n);
    expect(winMinorOf(0, 90_000, 100n, 5)).toBe(0n);
  });
});
