// pnpm bench: throughput and p99 of the simulator's hot endpoints, each next to a bare Fastify route
// returning the very same JSON, in one run. BENCH_SECONDS and BENCH_CONNECTIONS tune it.
import { type BenchResult, measure, printComparison, startBaseline, startSimulator } from './harness.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const headers = { merchant: 'sim001', language: 'EN' };

const ENDPOINTS = [
  ['GET /wps/system/status', '/wps/system/status?url=localhost'],
  [
    'gameList: search "dragon"',
    '/wps/relay/GCSGAME_gameList?gameName=dragon&pageNo=1&pageSize=24&platform=html5-desktop&clientType=3',
  ],
  [
    'gameList: RNG/PG page 3 of 21',
    '/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=PG&pageNo=3&pageSize=21',
  ],
  [
    'gameList: LIVE roulette, page 2',
    '/wps/relay/GCSGAME_gameList?gameType=LIVE&gameClassify=ROU&pageNo=2&pageSize=18',
  ],
] as const;

console.log(
  `bench: ${seconds} s per run after a 1 s warm-up, ${connections} connections (Node ${process.version})`,
);
console.log('  starting the simulator on a fresh seeded database (the full catalogue) ...');
const sim = await startSimulator();
try {
  const rows: [BenchResult, BenchResult][] = [];
  for (const [name, path] of ENDPOINTS) {
    const body = await (await fetch(`${sim.url}${path}`, { headers })).text();
    const baselineServer = await startBaseline(body);
    try {
      const baseline = await measure(`bare Fastify, same JSON as ${name}`, `${baselineServer.url}/x`, {
        seconds,
        connections,
      });
      rows.push([await measure(name, `${sim.url}${path}`, { headers, seconds, connections }), baseline]);
    } finally {
      await baselineServer.close();
    }
  }
  printComparison(rows);
} finally {
  await sim.close();
}
