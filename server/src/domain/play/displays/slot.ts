// A slot's board: five reels of three rows, five paylines, and the run that pays the multiplier on
// one payline (a losing board has no run of three on any line). Symbols are ids the page draws.
import { drawUntil, type Random } from './types.ts';

export const SLOT_SYMBOLS = ['cherry', 'lemon', 'bell', 'star', 'diamond', 'seven', 'clover'] as const;
/** row per reel: middle, top, bottom, V, inverted V */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
];

type Grid = string[][]; // grid[reel][row]

const runOn = (grid: Grid, line: readonly number[]) => {
  const first = grid[0]![line[0]!]!;
  let run = 1;
  while (run < 5 && grid[run]![line[run]!] === first) run++;
  return run;
};

const winningLines = (grid: Grid) =>
  PAYLINES.map((line, index) => ({ line: index, run: runOn(grid, line) })).filter((l) => l.run >= 3);

export function slotDisplay(multiplier: number, random: Random) {
  const symbol = () => SLOT_SYMBOLS[random(SLOT_SYMBOLS.length)]!;
  const fresh = (): Grid => Array.from({ length: 5 }, () => [symbol(), symbol(), symbol()]);
  if (multiplier <= 0) {
    const grid = drawUntil(fresh, (g) => winningLines(g).length === 0);
    return { grid, reels: grid.map((reel) => reel[1]!), lines: [] };
  }
  const run = multiplier >= 10 ? 5 : multiplier >= 2 ? 4 : 3;
  const paying = SLOT_SYMBOLS[Math.min(SLOT_SYMBOLS.length - 1, Math.round(Math.log2(multiplier + 1)))]!;
  const line = random(PAYLINES.length);
  const grid = drawUntil(
    () => {
      const g = fresh();
      for (let reel = 0; reel < run; reel++) g[reel]![PAYLINES[line]![reel]!] = paying;
      return g;
    },
    (g) => {
      const wins = winningLines(g);
      return wins.length === 1 && wins[0]!.run === run;
    },
  );
  return { grid, reels: grid.map((reel) => reel[1]!), lines: [{ line, symbol: paying, run }] };
}
