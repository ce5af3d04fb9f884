import { describe, expect, it } from 'vitest';
import { combinedFigures, interleavedSlices } from './interleave.ts';
import { type CallResult, type RunFigures, shareOfNodeHttp } from './results.ts';

const sideTimes = (slices: ReturnType<typeof interleavedSlices>) => ({
  simulator: slices.filter((s) => s.side === 'simulator').reduce((sum, s) => sum + s.fraction, 0),
  nodeHttp: slices.filter((s) => s.side === 'nodeHttp').reduce((sum, s) => sum + s.fraction, 0),
});

describe('a round in turns', () => {
  it("runs A B B A, halves of one side joined, each side the round's whole seconds", () => {
    expect(interleavedSlices(1, 'simulator')).toEqual([
      { side: 'simulator', fraction: 0.5 },
      { side: 'nodeHttp', fraction: 1 },
      { side: 'simulator', fraction: 0.5 },
    ]);
    const two = interleavedSlices(2, 'nodeHttp');
    expect(two.map((s) => [s.side, s.fraction])).toEqual([
      ['nodeHttp', 0.25],
      ['simulator', 0.5],
      ['nodeHttp', 0.5],
      ['simulator', 0.5],
      ['nodeHttp', 0.25],
    ]);
    for (const turns of [1, 2, 3, 5])
      expect(sideTimes(interleavedSlices(turns, 'simulator'))).toEqual({
        simulator: expect.closeTo(1, 9),
        nodeHttp: expect.closeTo(1, 9),
      });
  });

  it("adds a side's slices up: requests over seconds, ticks over requests, the worst p99", () => {
    const figures = combinedFigures(
      [
        { requests: 30_000, seconds: 1, ticks: 100, p99Ms: 4, failures: 0 },
        { requests: 10_000, seconds: 1, ticks: 100, p99Ms: 9, failures: 2 },
      ],
      100,
    );
    expect(figures).toEqual({ requestsPerSecond: 20_000, p99Ms: 9, cpuMicrosPerRequest: 50, failures: 2 });
    // a side that got no answer has neither p99 nor CPU per request
    const none = combinedFigures([{ requests: 0, seconds: 2, ticks: 3, p99Ms: 0, failures: 7 }], 100);
    expect(none.p99Ms).toBeNaN();
    expect(none.cpuMicrosPerRequest).toBeNaN();
  });
});

describe("a call's share of node:http", () => {
  const run = (requestsPerSecond: number): RunFigures => ({
    requestsPerSecond,
    p99Ms: 1,
    cpuMicrosPerRequest: 1,
    failures: 0,
  });

  it('is the median of its rounds, each side over the same time, not a ratio of unpaired medians', () => {
    // a slow machine in round 2 slows both sides alike
    const rounds = [
      { simulator: run(27_000), nodeHttp: run(30_000) },
      { simulator: run(14_000), nodeHttp: run(15_000) },
      { simulator: run(25_000), nodeHttp: run(28_000) },
    ];
    const call: CallResult = {
      id: 'status',
      label: 'status',
      group: 'status',
      simulator: run(25_000),
      nodeHttp: run(28_000),
      rounds,
    };
    expect(shareOfNodeHttp(call)).toBeCloseTo(0.9, 9);
    expect(shareOfNodeHttp({ ...call, rounds: [] })).toBeCloseTo(25 / 28, 9);
  });
});
