// The money load test (scripts/load) as one bench figure: its normal run, shorter, on a copy of the
// bench's seeded database with its own server process; operations per second, and whether its books
// still balanced. And its cluster run, for the shared environment's figure beside it.
import { runOnCluster } from '../cluster/cluster-run.ts';
import { parseLoadOptions } from '../load/options.ts';
import { runOnce } from '../load/run.ts';

export async function moneyLoad(templateDir: string, seconds: number) {
  // `pnpm test:load --only normal --duration <seconds>`: its other defaults as they are
  const options = parseLoadOptions(['--only', 'normal', '--duration', String(seconds)]);
  if (options === 'help') throw new Error('unreachable');
  const result = await runOnce('normal', options, templateDir);
  return { opsPerSecond: result.opsPerSecond, ok: result.ok };
}

/** The same run through the proxy of PostgreSQL x 2 replicas (a throwaway cluster, or the one at baseUrl). */
export async function clusterMoneyLoad(seconds: number, baseUrl: string | undefined) {
  const options = parseLoadOptions(['--only', 'cluster', '--duration', String(seconds)]);
  if (options === 'help') throw new Error('unreachable');
  const result = await runOnCluster({ ...options, baseUrl });
  return { opsPerSecond: result.opsPerSecond, ok: result.ok };
}
