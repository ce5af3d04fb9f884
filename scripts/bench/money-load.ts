// The money load test (scripts/load) as one bench figure: one normal run of a short duration on a copy
// of the bench's seeded database, its own server process; operations per second, and whether its
// books still balanced.
import type { LoadOptions } from '../load/options.ts';
import { runOnce } from '../load/run.ts';

export async function moneyLoad(templateDir: string, seconds: number) {
  const options: LoadOptions = {
    durationS: seconds,
    members: 30,
    concurrency: 30,
    modes: ['normal'],
    port: undefined,
    keep: false,
    hardTimeoutS: seconds + 180,
  };
  const result = await runOnce('normal', options, templateDir);
  return { opsPerSecond: result.opsPerSecond, ok: result.ok };
}
