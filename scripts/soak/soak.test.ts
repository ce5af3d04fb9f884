// The soak in short, inside the unit tests: 20 s of mixed load against the server as its own process,
// sampled every 2 s; the full run is `pnpm test:soak` (10 minutes).
import { expect, inject, it } from 'vitest';
import { runSoak } from './run.ts';

it('runs 20 s of mixed load: every sample taken, nothing lost, the books balance', async () => {
  const result = await runSoak(
    {
      durationS: 20,
      intervalS: 2,
      members: 4,
      visitors: 2,
      pauseMs: 20,
      rssSlopeMbPerMin: 2,
      port: undefined,
      keep: false,
      hardTimeoutS: 180,
    },
    inject('templateDir'),
  );
  const failed = result.checks.filter((c) => !c.ok).map((c) => `${c.name}: ${c.detail}`);
  expect(result.crashed).toBeUndefined();
  expect(failed).toEqual([]);
  expect(result.samples.length).toBeGreaterThanOrEqual(10);
  expect(result.samples.every((s) => s.rssMb !== null && s.fds !== null)).toBe(true);
  // the delay histogram starts with the first sample; every later one covers its interval
  expect(result.samples.slice(1).every((s) => s.loopP99Ms !== null)).toBe(true);
}, 180_000);
