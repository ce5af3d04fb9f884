// pnpm test:cluster: the shared environment, tested for real. A throwaway PostgreSQL (or, with
// --sqlite, one SQLite file) migrated and seeded once, two server replicas as `pnpm start` runs them,
// a reverse proxy alternating requests between them; then an admin change through one replica seen by
// the other within a second, and the money load test through the proxy with one replica SIGKILLed
// halfway: wallet.audit balanced and every acknowledged order in the database. Prints its progress;
// exits non-zero on any failure; stops its processes and removes its folders whatever happens.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { CheckResult } from '../load/check.ts';
import { startCluster } from './cluster.ts';
import { loadThroughProxy } from './cluster-load.ts';
import { runContractTests } from './contract-run.ts';
import { checkPropagation } from './propagation.ts';
import type { Replica } from './replicas.ts';

const { values } = parseArgs({
  options: {
    sqlite: { type: 'boolean', default: false },
    duration: { type: 'string', default: '15' },
    members: { type: 'string', default: '20' },
    keep: { type: 'boolean', default: false },
  },
});
// the seed as the test suites have it (the contract tests' expectations): no weeks of demo history, and
// the personas' hashes at the tests' cost (server/src/test/global-setup.ts), as the replicas make theirs:
// at the default cost every login of a seeded persona spent some 100 ms of a replica's CPU in scrypt
process.env.SIM_DEMO_HISTORY ??= 'off';
process.env.SIM_PASSWORD_COST ??= '10';
const durationS = Number(values.duration);
const members = Number(values.members);
const HARD_LIMIT_S = 600 + durationS;
/**
 * The replicas' SIM_SHARED_POLL_MS: a third of the default second keeps the run short (every contract
 * test file starts with a reset, and each change the replicas cache is waited out); the propagation
 * checks hold the replicas to it.
 */
const SHARED_POLL_MS = 300;

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const log = (line: string) => console.log(`  [${elapsed()}] ${line}`);
const checks: CheckResult[] = [];

let stopCluster: () => Promise<void> = async () => {};
let replicas: Replica[] = [];
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sim-cluster-run-'));

async function cleanUp(): Promise<void> {
  await stopCluster();
  if (values.keep) log(`replica logs kept in ${workDir}`);
  else fs.rmSync(workDir, { recursive: true, force: true });
}

const hardLimit = setTimeout(() => {
  console.error(`\ncluster test: FAIL, the hard limit of ${HARD_LIMIT_S} s was reached`);
  void cleanUp().finally(() => process.exit(1));
}, HARD_LIMIT_S * 1000);
process.once('SIGINT', () => void cleanUp().finally(() => process.exit(130)));

async function run(): Promise<void> {
  const kind = values.sqlite ? 'sqlite' : 'postgres';
  console.log(
    `cluster test: ${kind} x 2 replicas behind a proxy; ${durationS} s of load, ${members} members`,
  );
  const cluster = await startCluster(
    kind,
    workDir,
    log,
    { SIM_PASSWORD_COST: '10', SIM_SHARED_POLL_MS: String(SHARED_POLL_MS) },
    (stop) => {
      stopCluster = stop;
    },
  );
  const { database, proxy } = cluster;
  replicas = cluster.replicas;
  const [a, b] = replicas as [Replica, Replica];

  log('admin changes through A, watched on B ...');
  for (const check of await checkPropagation(a, b, SHARED_POLL_MS)) {
    checks.push(check);
    log(`${check.ok ? 'PASS' : 'FAIL'}  ${check.name}: ${check.detail}`);
  }

  log('contract tests (tests/contract) through the proxy, one file at a time ...');
  const contract = await runContractTests(proxy, a.server.adminToken, database, workDir, SHARED_POLL_MS);
  checks.push(contract);
  log(`${contract.ok ? 'PASS' : 'FAIL'}  ${contract.name}: ${contract.detail}`);

  log(`money load through the proxy, replica B SIGKILLed halfway ...`);
  const load = await loadThroughProxy(
    { url: proxy.url, adminToken: cluster.adminToken, counts: proxy.counts },
    database.client(),
    { durationS, members, victim: b },
    log,
  );
  checks.push(...load.checks);
  log(`load: ${load.ops} ops = ${load.opsPerSecond.toFixed(0)} ops/s through the proxy`);
}

let failure: unknown = null;
try {
  await run();
} catch (error) {
  failure = error;
  console.error(`\ncluster test: stopped: ${error instanceof Error ? error.message : String(error)}`);
  for (const r of replicas) console.error(`\nreplica ${r.name} log (last lines):\n${r.server.logTail()}`);
}
await cleanUp();
clearTimeout(hardLimit);
const failed = checks.filter((c) => !c.ok);
console.log(
  `\ncluster test: ${failure || failed.length > 0 ? 'FAIL' : 'PASS'}, ${checks.length - failed.length}/${checks.length} checks pass, took ${elapsed()}`,
);
for (const check of failed) console.log(`  FAIL  ${check.name}: ${check.detail}`);
process.exit(failure || failed.length > 0 ? 1 : 0);
