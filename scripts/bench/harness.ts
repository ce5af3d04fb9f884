// Benchmark plumbing: a simulator on a throw-away seeded database, a bare Fastify baseline, and
// autocannon runs printed side by side.
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../../server/src/app.ts';
import { createDb } from '../../server/src/db/client.ts';
import { databaseUrlFor } from '../lib/database.ts';
import { createSeededDataDir, removeDataDir } from '../lib/temp-data-dir.ts';

export interface BenchResult {
  name: string;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
}

/** The simulator on a fresh seeded database, or on one prepared already (removed on close either way). */
export async function startSimulator(prepared?: string) {
  const dataDir = prepared ?? (await createSeededDataDir('sim-bench-'));
  const app = await buildApp({
    db: createDb(databaseUrlFor(dataDir)),
    adminToken: 'bench-admin-token-000000000000',
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  return {
    url,
    close: async () => {
      await app.close();
      removeDataDir(dataDir);
    },
  };
}

/** The floor: Fastify answering the same bytes with no work at all. */
export async function startBaseline(body: string) {
  const app = Fastify();
  app.get('/*', async (_request, reply) => reply.type('application/json').send(body));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: `http://127.0.0.1:${(app.server.address() as { port: number }).port}`,
    close: () => app.close(),
  };
}

export async function measure(
  name: string,
  url: string,
  options: { headers?: Record<string, string>; seconds: number; connections: number },
): Promise<BenchResult> {
  process.stdout.write(`  running ${name}: 1 s warm-up, then ${options.seconds} s ... `);
  // warm up first so JIT compilation and lazy schema compilation are not measured
  await autocannon({ url, headers: options.headers, duration: 1, connections: options.connections });
  const result = await autocannon({
    url,
    headers: options.headers,
    duration: options.seconds,
    connections: options.connections,
  });
  const bad = result.errors + result.timeouts + result.non2xx;
  process.stdout.write(`${Math.round(result.requests.average)} req/s\n`);
  return { name, requestsPerSecond: result.requests.average, p99Ms: result.latency.p99, errors: bad };
}

/** One line per endpoint: its figures, its baseline's, and the ratio of throughputs. */
export function printComparison(rows: [BenchResult, BenchResult][]): void {
  console.table(
    rows.map(([row, baseline]) => ({
      endpoint: row.name,
      'req/s': Math.round(row.requestsPerSecond),
      'p99 ms': row.p99Ms,
      'bare req/s': Math.round(baseline.requestsPerSecond),
      'bare p99 ms': baseline.p99Ms,
      'vs bare Fastify': `${((row.requestsPerSecond / baseline.requestsPerSecond) * 100).toFixed(1)} %`,
      errors: row.errors + baseline.errors,
    })),
  );
}
