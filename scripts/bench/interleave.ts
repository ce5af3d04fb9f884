// One round's runs of the simulator and its twin, cut into slices that take turns (A B B A, A B B A …),
// so a change in the machine's speed while the round runs (a shared 2-core VM runs the same server at
// 30 µs a request one minute and 50 the next) falls on both alike rather than on whichever ran then.
// Each side's slices add up to the run's seconds (BENCH_SECONDS each, as before), and a round's share
// of node:http compares the two over the same stretch of time.
import { cpuMicrosPerRequest } from './arithmetic.ts';
import type { GeneratorResult } from './load-generator.ts';
import type { RunFigures } from './results.ts';

export type Side = 'simulator' | 'nodeHttp';

export interface Slice {
  side: Side;
  /** the slice's part of the seconds each side runs (a side's slices add up to 1) */
  fraction: number;
}

/**
 * `turns` repeats of A B B A (A the side that goes first), adjacent halves of one side joined: each
 * side gets the same time, and a steady drift over the round costs both the same.
 */
export function interleavedSlices(turns: number, first: Side): Slice[] {
  const second: Side = first === 'simulator' ? 'nodeHttp' : 'simulator';
  const halves = Array.from({ length: turns }, () => [first, second, second, first]).flat();
  const half = 1 / (2 * turns);
  const slices: Slice[] = [];
  for (const side of halves) {
    const last = slices.at(-1);
    if (last?.side === side) last.fraction += half;
    else slices.push({ side, fraction: half });
  }
  return slices;
}

/** What one slice's run counted: the generator's figures and the server's CPU ticks over the run. */
export type SliceCount = GeneratorResult & { ticks: number };

/** A side's slices as one run: totals over total time, and the worst slice's p99. */
export function combinedFigures(slices: readonly SliceCount[], ticksPerSecond: number): RunFigures {
  const sum = (pick: (slice: SliceCount) => number) =>
    slices.reduce((total, slice) => total + pick(slice), 0);
  const requests = sum((slice) => slice.requests);
  const answered = slices.filter((slice) => slice.requests > 0);
  return {
    requestsPerSecond: requests / sum((slice) => slice.seconds),
    // a run that got no answer at all has no p99 (autocannon says 0)
    p99Ms: answered.length > 0 ? Math.max(...answered.map((slice) => slice.p99Ms)) : Number.NaN,
    cpuMicrosPerRequest: cpuMicrosPerRequest(
      sum((slice) => slice.ticks),
      ticksPerSecond,
      requests,
    ),
    failures: sum((slice) => slice.failures),
  };
}
