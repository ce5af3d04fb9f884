// pnpm bench: the simulator started as `pnpm start` starts it, a process of its own, loaded from a
// separate load-generator process; each call next to a node:http twin (also its own process) answering
// the very same bytes, in the same run. First a page-load mix of many members against a twin replaying
// each request's answer (mix-group.ts), then per call: req/s, p99 and the server's CPU per request (from
// /proc), medians over rounds; then logins, game rounds, the money load test, memory, start times,
// the site's first load in Chromium, Lighthouse on /index beside a static page and the agent team reports. One table against issue 17's targets,
// a JSON file, and --compare against an earlier one. README "Benchmark" says how to read it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createAdminClient } from '../../server/src/admin/client.ts';
import { optionsOrExit } from '../lib/command-line.ts';
import type { ServerProcess } from '../lib/server-process.ts';
import { copyDataDir, removeDataDir } from '../lib/temp-data-dir.ts';
import { Wire } from '../load/wire.ts';
import { gameListCalls, loginCall, MERCHANT, roundCall, statusCall, tokenCalls } from './calls.ts';
import { deltas, renderDeltas } from './compare.ts';
import { LoadGenerator } from './generator-client.ts';
import { measureLighthouse } from './lighthouse.ts';
import { lighthouseScalars } from './lighthouse-figures.ts';
import { type Call, type Measuring, measureCall } from './measure-call.ts';
import { measureMix } from './mix-group.ts';
import { clusterMoneyLoad, moneyLoad } from './money-load.ts';
import { type Group, parseBenchOptions, USAGE } from './options.ts';
import { createLoginMember, LOGIN_MEMBER, plainLogin, roundPlayers } from './players.ts';
import { memoryOf, untilQuiet } from './proc-watch.ts';
import type { BenchResults, ScalarResult } from './results.ts';
import { readResults, writeResults } from './results-file.ts';
import { START_TIMEOUT_MS, simulatorProcess } from './simulator.ts';
import { measureFirstLoad } from './site-load.ts';
import { renderTable, tableRows } from './table.ts';
import { measureTeam } from './team.ts';

const ROUND_PLAYERS = 8;
/** idle time after the last run before the steady-state memory is read: past the ten quiet seconds after
 * which the server collects its garbage (foundation/idle-gc.ts) */
const SETTLE_MS = 13_000;

const options = optionsOrExit(parseBenchOptions, USAGE);
const previous = options.compare ? readResults(options.compare) : undefined;
const want = (group: Group) => options.groups.includes(group);
const log = (line: string) => console.log(`  ${line}`);
const started = Date.now();
process.once('SIGINT', () => process.exit(130)); // the servers die with this process (server-process.ts)

const results: BenchResults = {
  startedAt: new Date().toISOString(),
  machine: { cpus: os.availableParallelism(), loadAverage: os.loadavg(), node: process.version },
  settings: {
    seconds: options.seconds,
    connections: options.connections,
    rounds: options.rounds,
    groups: options.groups,
  },
  calls: [],
  scalars: [],
  failedGroups: [],
};
const scalar = (figure: ScalarResult) => {
  results.scalars.push(figure);
  log(`${figure.label}: ${figure.value.toFixed(figure.unit === 'bytes' ? 0 : 1)} ${figure.unit}`);
};

console.log(
  `bench: ${options.groups.join(', ')}; ${options.rounds} round(s) of ${options.seconds} s runs after ${options.warmupSeconds} s warm-ups, ` +
    `${options.connections} connections (Node ${process.version}, ${results.machine.cpus} cores, load average ${results.machine.loadAverage.map((n) => n.toFixed(1)).join(' ')})`,
);

const generator = new LoadGenerator();
const measuring: Measuring = { generator, ...options, log };

/** A fresh start (migrate, seed, maybe build the site) on a new data directory; its time to ready. */
async function freshStart(): Promise<{ server: ServerProcess; dataDir: string; ms: number }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sim-bench-'));
  const server = await simulatorProcess(dataDir);
  const ms = await server.start(START_TIMEOUT_MS);
  return { server, dataDir, ms };
}

console.log('\n== start: a fresh start (migrate, seed) ==');
let fresh = await freshStart();
// the figure is a start with everything built (the issue's "site already built"): one that built the
// site or the server bundle (server/launch/bundle.mjs) first is not counted
const BUILD_LINES = { 'the site': 'building the site', 'the server bundle': 'built the server bundle' };
const built = Object.entries(BUILD_LINES).flatMap(([what, line]) =>
  fresh.server.logTail(400).includes(line) ? [what] : [],
);
if (built.length > 0) {
  log(
    `that start built ${built.join(' and ')} first (${(fresh.ms / 1000).toFixed(1)} s); starting fresh once more without a build`,
  );
  await fresh.server.stop();
  removeDataDir(fresh.dataDir);
  fresh = await freshStart();
}
scalar({
  id: 'start.freshMs',
  label: 'fresh start to ready (migrate, seed)',
  group: 'start',
  value: fresh.ms,
  unit: 'ms',
});
scalar({
  id: 'memory.afterFreshStartRssBytes',
  label: 'RSS right after the fresh start (it seeded)',
  group: 'memory',
  value: memoryOf(fresh.server.pid!).rssBytes,
  unit: 'bytes',
});

// the load test and the team start from a copy of this database; a warm start serves the rest
const dataDir = fresh.dataDir;
let server = fresh.server;
let templateDir: string | undefined;
if (want('start') || want('load') || want('team') || want('shared')) {
  await server.stop();
  if (want('load') || want('team') || want('shared'))
    templateDir = copyDataDir(dataDir, 'sim-bench-template-');
  server = await simulatorProcess(dataDir);
  const warmMs = await server.start(START_TIMEOUT_MS);
  scalar({
    id: 'start.warmMs',
    label: 'warm start to ready (existing data)',
    group: 'start',
    value: warmMs,
    unit: 'ms',
  });
}
log(`simulator pid ${server.pid} on ${server.url}`);
const target = { url: server.url, pid: server.pid! };
const admin = createAdminClient({ url: server.url, token: server.adminToken });
const wire = new Wire(server.url, MERCHANT);

/** One group: its heading, its work; a failure is reported and the bench goes on with the next. */
async function group(name: Group, title: string, work: () => Promise<void>): Promise<void> {
  if (!want(name)) return;
  console.log(`\n== ${title} ==`);
  try {
    await work();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log(`FAILED: ${message}`);
    results.failedGroups.push({ group: name, message });
  }
  // what is measured so far survives a bench that dies later
  writeResults(results, options.out);
}

async function measureAll(calls: Call[]) {
  for (const call of calls) results.calls.push(await measureCall(measuring, target, call));
}

await group('mix', `page-load mix of ${options.mixMembers} members against its replay`, async () => {
  const mix = await measureMix(measuring, target, admin, wire, {
    members: options.mixMembers,
    callSeconds: options.mixCallSeconds,
  });
  results.calls.push(...mix.calls);
  for (const figure of mix.scalars) scalar(figure);
});
await group('status', 'status', () => measureAll([statusCall]));
await group('games', 'game list', () => measureAll(gameListCalls));
await group('token', 'token calls', async () =>
  measureAll(tokenCalls(await plainLogin(wire, 'demo01', 'Demo1234'))),
);
await group('site', "the site's first load (Chromium)", async () => {
  await untilQuiet(server.pid!);
  const load = await measureFirstLoad(server.url, options.rounds, log);
  const site = (id: string, label: string, value: number, unit: ScalarResult['unit']) =>
    scalar({ id: `site.${id}`, label, group: 'site', value, unit });
  site('loadEventMs', '/index: load event', load.loadEventMs, 'ms');
  site('lcpMs', '/index: largest contentful paint', load.lcpMs, 'ms');
  site('requests', '/index: requests', load.requests, 'count');
  site('jsTransferredBytes', '/index: JavaScript over the wire', load.jsTransferredBytes, 'bytes');
  site('initialJsGzipBytes', '/index: initial JavaScript, gzipped', load.initialJsGzipBytes, 'bytes');
});
await group('lighthouse', 'Lighthouse on /index beside a static page of its size', async () => {
  await untilQuiet(server.pid!);
  for (const { profile, site, staticPage } of await measureLighthouse(server.url, options.rounds, log))
    for (const figure of lighthouseScalars(profile, site, staticPage)) scalar(figure);
});
await group('round', `game rounds (${ROUND_PLAYERS} members)`, async () => {
  const players = await roundPlayers(admin, wire, ROUND_PLAYERS);
  log(`stake ${players.stake} a round`);
  await measureAll([roundCall(players.providerTokens, players.stake)]);
});
await group('login', 'encrypted login', async () => {
  await createLoginMember(admin);
  const modulusHex = await wire.text('/wps/session/key/rsa');
  await measureAll([loginCall(LOGIN_MEMBER.username, LOGIN_MEMBER.password, modulusHex)]);
});
await sleep(SETTLE_MS);
const memory = memoryOf(server.pid!);
console.log('\n== memory ==');
scalar({
  id: 'memory.peakRssBytes',
  label: 'server peak RSS (VmHWM)',
  group: 'memory',
  value: memory.peakRssBytes,
  unit: 'bytes',
});
scalar({
  id: 'memory.steadyRssBytes',
  label: 'server RSS after the runs',
  group: 'memory',
  value: memory.rssBytes,
  unit: 'bytes',
});
await server.stop();
removeDataDir(dataDir);

if (templateDir) {
  const template = templateDir;
  let sqliteLoad: number | undefined;
  await group('load', 'the money load test', async () => {
    const load = await moneyLoad(template, options.loadSeconds);
    if (!load.ok) log('the load test FAILED its checks (see above): its figure is not to be trusted');
    sqliteLoad = load.opsPerSecond;
    scalar({
      id: 'load.opsPerSecond',
      label: 'money load test (pnpm test:load), one run',
      group: 'load',
      value: load.opsPerSecond,
      unit: 'per second',
    });
  });
  await group(
    'shared',
    'the shared environment: SQLite x 1 process beside PostgreSQL x 2 replicas',
    async () => {
      if (sqliteLoad === undefined) {
        const load = await moneyLoad(template, options.loadSeconds);
        if (!load.ok) log('the SQLite run FAILED its checks (see above): its figure is not to be trusted');
        sqliteLoad = load.opsPerSecond;
      }
      const cluster = await clusterMoneyLoad(options.loadSeconds, options.baseUrl);
      if (!cluster.ok) log('the cluster run FAILED its checks (see above): its figure is not to be trusted');
      scalar({
        id: 'shared.sqliteOpsPerSecond',
        label: 'money load, SQLite x 1 process',
        group: 'shared',
        value: sqliteLoad,
        unit: 'per second',
      });
      scalar({
        id: 'shared.postgresOpsPerSecond',
        label: `money load, PostgreSQL x 2 replicas behind the proxy${options.baseUrl ? ` (${options.baseUrl})` : ''}`,
        group: 'shared',
        value: cluster.opsPerSecond,
        unit: 'per second',
      });
    },
  );
  await group('team', 'agent team reports', async () => {
    results.calls.push(...(await measureTeam(template, options.teamRounds, measuring)));
  });
}
if (templateDir) removeDataDir(templateDir);
generator.close();

console.log(
  `\n== results (${((Date.now() - started) / 1000).toFixed(0)} s; medians of ${options.rounds} round(s)) ==`,
);
console.log(renderTable(tableRows(results)));
console.log(`\nwritten to ${writeResults(results, options.out)}`);
if (previous) {
  console.log(`\n== against ${options.compare} (${previous.startedAt}) ==`);
  console.log(renderDeltas(deltas(previous, results)));
}
for (const failed of results.failedGroups) console.log(`FAILED group ${failed.group}: ${failed.message}`);
process.exit(results.failedGroups.length === 0 ? 0 : 1);
