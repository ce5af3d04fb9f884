import { describe, expect, it } from 'vitest';
import { deltas, renderDeltas } from './compare.ts';
import { sampleResults } from './fixtures.ts';

describe('--compare', () => {
  it('gives each figure both runs measured: before, after, the change and the change relative to before', () => {
    const before = sampleResults(2810, 353);
    const after = sampleResults(21_000, 40);
    after.scalars = after.scalars.filter((s) => s.id !== 'start.warmMs');
    after.scalars.push({ id: 'start.freshMs', label: 'fresh', group: 'start', value: 6000, unit: 'ms' });
    const list = deltas(before, after);
    expect(list.map((d) => d.metric)).toEqual([
      'status.rps',
      'status.p99Ms',
      'status.cpuUs',
      'status.share',
      'status.nodeHttpRps',
      'memory.steadyRssBytes',
    ]);
    expect(list.find((d) => d.metric === 'status.cpuUs')).toMatchObject({
      before: 353,
      after: 40,
      change: -313,
    });
    expect(list.find((d) => d.metric === 'status.rps')!.ratio).toBeCloseTo(21_000 / 2810 - 1);
  });

  it('prints one line per figure with the signed change in per cent', () => {
    const text = renderDeltas(deltas(sampleResults(2000, 100), sampleResults(3000, 50)));
    expect(text).toMatch(/status\.rps\s+2,000 -> \s*3,000\s+\+1,000\s+\+50\.0 %/);
    expect(text).toMatch(/status\.cpuUs\s+100 -> \s*50\s+-50\s+-50\.0 %/);
  });
});
