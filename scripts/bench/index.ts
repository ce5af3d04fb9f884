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
  // token calls: the session lookup, the due cashier steps and the ledger read of every balance poll
  ['GET /wps/v2/wallets/balance (token)', '/wps/v2/wallets/balance?typeId=0'],
  ['GET /wps/report/transaction (token)', '/wps/report/transaction?pageNo=1&pageSize=20'],
] as const;

/** A member session for the token calls (the site polls the balance on every page). */
async function memberToken(url: string): Promise<string> {
  const response = await fetch(`${url}/wps/session/login/unsecure`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo01', password: 'Demo1234' }),
  });
  return ((await response.json()) as { value: { token: string } }).value.token;
}

console.log(
  `bench: ${seconds} s per run after a 1 s warm-up, ${connections} connections (Node ${process.version})`,
);
console.log('  starting the simulator on a fresh seeded database (the full catalogue) ...');
const sim = await startSimulator();
try {
  const rows: [BenchResult, BenchResult][] = [];
  const authed = { ...headers, authorization: await memberToken(sim.url) };
  for (const [name, path] of ENDPOINTS) {
    const body = await (await fetch(`${sim.url}${path}`, { headers: authed })).text();
    const baselineServer = await startBaseline(body);
    try {
      const baseline = await measure(`bare Fastify, same JSON as ${name}`, `${baselineServer.url}/x`, {
        seconds,
        connections,
      });
      rows.push([
        await measure(name, `${sim.url}${path}`, { headers: authed, seconds, connections }),
        baseline,
      ]);
    } finally {
      await baselineServer.close();
    }
  }
  printComparison(rows);
} finally {
  await sim.close();
}
