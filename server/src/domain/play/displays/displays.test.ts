// What a page shows always agrees with the multiplier the round was settled at, for every family.
import { describe, expect, it } from 'vitest';
import { display } from '../outcomes.ts';
import { colourOf } from './roulette.ts';
import { PAYLINES } from './slot.ts';

const MULTIPLIERS = [0, 0.5, 1, 2, 5, 10, 50];
const TRIES = 60;

describe('round displays', () => {
  it('slot: a win has exactly one paying line, drawn on the grid; a loss has none', () => {
    for (const m of MULTIPLIERS)
      for (let i = 0; i < TRIES; i++) {
        const { grid, lines } = display('slot', m) as {
          grid: string[][];
          lines: { line: number; symbol: string; run: number }[];
        };
        expect(grid).toHaveLength(5);
        expect(lines).toHaveLength(m > 0 ? 1 : 0);
        for (const { line, symbol, run } of lines)
          for (let reel = 0; reel < run; reel++) expect(grid[reel]![PAYLINES[line]![reel]!]).toBe(symbol);
      }
  });

  it('baccarat: the side backed wins above 1, ties up to 1, loses at 0', () => {
    for (const m of MULTIPLIERS)
      for (const side of ['PLAYER', 'BANKER']) {
        const d = display('table', m, undefined, side) as { player: number; banker: number; outcome: string };
        const expected = m > 1 ? side : m > 0 ? 'TIE' : side === 'PLAYER' ? 'BANKER' : 'PLAYER';
        expect(d.outcome).toBe(expected);
        const actual = d.player > d.banker ? 'PLAYER' : d.player < d.banker ? 'BANKER' : 'TIE';
        expect(actual).toBe(expected);
      }
  });

  it('roulette: a win lands on the bet, a loss off it', () => {
    for (const m of MULTIPLIERS)
      for (let i = 0; i < TRIES; i++) {
        const d = display('roulette', m, undefined, 'RED') as { number: number };
        expect(colourOf(d.number) === 'RED').toBe(m > 0);
      }
  });

  it("lottery: a won 3D ticket is the draw's last three digits; a lost one is not", () => {
    for (const m of MULTIPLIERS)
      for (let i = 0; i < TRIES; i++) {
        const d = display('draw', m, undefined, '3D:1,2,3') as { numbers: number[] };
        expect(d.numbers.slice(-3).join('') === '123').toBe(m > 0);
      }
  });

  it('fishing: a catch is worth the multiplier, a miss catches nothing', () => {
    expect(display('fishing', 50)).toMatchObject({ caught: true, fish: 'dragon' });
    expect(display('fishing', 0.5)).toMatchObject({ caught: true, fish: 'shrimp' });
    expect(display('fishing', 0)).toMatchObject({ caught: false, value: 0 });
  });
});
