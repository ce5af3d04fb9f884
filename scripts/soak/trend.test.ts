import { describe, expect, it } from 'vitest';
import type { Sample } from './sampler.ts';
import { DEFAULT_LIMITS, growthChecks, slopePerMinute } from './trend.ts';

/** A sample every 5 s for `minutes`, with RSS and FDs as functions of the time (seconds). */
function run(minutes: number, rss: (t: number) => number, fds: (t: number) => number): Sample[] {
  return Array.from({ length: (minutes * 60) / 5 + 1 }, (_, i) => {
    const atS = i * 5;
    return {
      atS,
      rssMb: rss(atS),
      fds: fds(atS),
      heapMb: 40,
      loopP50Ms: 10,
      loopP99Ms: 20,
      loopMaxMs: 30,
      journalEntries: Math.min(5000, atS * 40),
      walMb: 4,
      dbMb: 30,
      ops: atS * 100,
      opsPerS: 100,
      errors: 0,
    };
  });
}

const verdict = (samples: Sample[], name: string) => growthChecks(samples).find((c) => c.name === name)!;

describe('growth over the last half', () => {
  it('fits a slope per minute', () => {
    expect(slopePerMinute([0, 60, 120].map((x) => ({ x, y: 100 + x / 30 })))).toBeCloseTo(2);
    expect(slopePerMinute([{ x: 0, y: 1 }])).toBeNull();
  });

  it('passes a server that warms up, then holds (with GC sawtooth)', () => {
    const samples = run(
      10,
      (t) => 150 + Math.min(t, 120) * 0.5 + (t % 30 === 0 ? 12 : 0),
      (t) => (t < 60 ? 20 + t / 6 : 30),
    );
    expect(growthChecks(samples).every((c) => c.ok)).toBe(true);
  });

  it('fails RSS that keeps climbing, and descriptors that keep opening', () => {
    const samples = run(
      10,
      (t) => 150 + t * 0.06,
      (t) => 20 + Math.floor(t / 10),
    );
    expect(verdict(samples, 'RSS does not keep growing')).toMatchObject({ ok: false });
    expect(verdict(samples, 'open file descriptors do not keep growing')).toMatchObject({ ok: false });
  });

  it('takes a GC sawtooth climbing within the last half for what it is: no trend in the floor', () => {
    // the 150-s soak's figures: 239-282 MB, the highs late by chance
    const rss = [
      239, 238.7, 238.7, 239.1, 239.1, 271.1, 239.1, 239.1, 251.5, 239.3, 271.4, 239.4, 280.8, 244.8, 267.8,
      250, 282.1, 251.2,
    ];
    const samples = run(
      3,
      (t) => rss[Math.floor(t / 5) - 18] ?? 260,
      () => 50,
    );
    expect(verdict(samples, 'RSS does not keep growing')).toMatchObject({ ok: true });
  });

  it('does not judge a slope over a last half shorter than a minute', () => {
    const samples = run(
      1,
      (t) => 150 + t * 10,
      () => 20,
    );
    expect(verdict(samples, 'RSS does not keep growing')).toMatchObject({ ok: true });
    expect(verdict(samples, 'RSS does not keep growing').detail).toMatch(/not judged/);
  });

  it('fails a server that stopped answering samples', () => {
    const samples = run(
      2,
      () => 150,
      () => 20,
    );
    samples[5] = { ...samples[5]!, rssMb: null };
    expect(verdict(samples, 'the server answered every sample').ok).toBe(false);
    expect(DEFAULT_LIMITS.journalMax).toBe(5000);
  });
});
