// pnpm bench: throughput and p99 of the simulator's hot endpoints, each next to a bare Fastify route
// returning the very same JSON, in one run; then the agent's team reports over a bench-only team of
// 10,000 members and 1,000,000 rounds (team-seed.ts), against their target of p99 under 50 ms.
// BENCH_SECONDS, BENCH_CONNECTIONS and BENCH_TEAM_ROUNDS tune it.
import { copyDataDir, createSeededDataDir } from '../lib/temp-data-dir.ts';
import { type BenchResult, measure, printComparison, startBaseline, startSimulator } from './harness.ts';
import { BENCH_AGENT, seedBenchTeam } from './team-seed.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const teamRounds = Number(process.env.BENCH_TEAM_ROUNDS ?? 1_000_000);
const TEAM_P99_TARGET_MS = 50;
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

/** The agent centre's reports over the bench team (the last 7 days, the site's default). */
const TEAM_ENDPOINTS = [
  ['team overview (agentTeamOverview)', '/wps/report/teamOverview'],
  ['user profit and loss (palStatementsAgentCopy)', '/wps/report/downlinePNL?pageNo=1&pageSize=20'],
] as const;

/** A session for the token calls (the site polls the balance on every page). */
async function loginToken(url: string, username = 'demo01', password = 'Demo1234'): Promise<string> {
  const response = await fetch(`${url}/wps/session/login/unsecure`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return ((await response.json()) as { value: { token: string } }).value.token;
}

/** Each endpoint measured next to a bare Fastify route answering its very JSON. */
async function compare(
  url: string,
  authed: Record<string, string>,
  endpoints: readonly (readonly [string, string])[],
) {
  const rows: [BenchResult, BenchResult][] = [];
  for (const [name, path] of endpoints) {
    const body = await (await fetch(`${url}${path}`, { headers: authed })).text();
    const baselineServer = await startBaseline(body);
    try {
      const baseline = await measure(`bare Fastify, same JSON as ${name}`, `${baselineServer.url}/x`, {
        seconds,
        connections,
      });
      rows.push([await measure(name, `${url}${path}`, { headers: authed, seconds, connections }), baseline]);
    } finally {
      await baselineServer.close();
    }
  }
  return rows;
}

console.log(
  `bench: ${seconds} s per run after a 1 s warm-up, ${connections} connections (Node ${process.version})`,
);
console.log('  seeding a database (the full catalogue) and, from a copy of it, the bench team ...');
const template = await createSeededDataDir('sim-bench-');
const teamDir = copyDataDir(template, 'sim-bench-team-');
const team = await seedBenchTeam(teamDir, { rounds: teamRounds, log: (line) => console.log(`    ${line}`) });
console.log(
  `  bench team: ${team.members} members, ${team.rounds} rounds, ${team.orders} orders in ${team.seconds.toFixed(1)} s`,
);

const sim = await startSimulator(template);
let rows: [BenchResult, BenchResult][];
try {
  rows = await compare(sim.url, { ...headers, authorization: await loginToken(sim.url) }, ENDPOINTS);
} finally {
  await sim.close();
}
const teamSim = await startSimulator(teamDir);
let teamRows: [BenchResult, BenchResult][];
try {
  const agent = await loginToken(teamSim.url, BENCH_AGENT.username, BENCH_AGENT.password);
  teamRows = await compare(teamSim.url, { ...headers, authorization: agent }, TEAM_ENDPOINTS);
} finally {
  await teamSim.close();
}
printComparison([...rows, ...teamRows]);
for (const [row] of teamRows)
  console.log(
    `  ${row.p99Ms < TEAM_P99_TARGET_MS ? 'ok  ' : 'SLOW'} ${row.name}: p99 ${row.p99Ms} ms (target < ${TEAM_P99_TARGET_MS} ms at ${connections} connections)`,
  );
