// The money load test (scripts/load) through the proxy, requests alternating between the replicas;
// with a victim, halfway that replica is SIGKILLed and started again on the same database while the
// other carries the load (without one, a plain run for the figures). Then the load test's own checks: wallet.audit balanced, every acknowledged operation in
// the database, the funds adding up, nothing unexpected answered.
import { setTimeout as sleep } from 'node:timers/promises';
import { createAdminClient } from '../../server/src/admin/client.ts';
import type { Db } from '../../server/src/db/client.ts';
import type { CheckResult, KillReport } from '../load/check.ts';
import { MemberActor } from '../load/member-actor.ts';
import { prepareRun } from '../load/prepare-run.ts';
import { printRunSummary } from '../load/report.ts';
import { configureMerchant } from '../load/setup.ts';
import { verifyRun } from '../load/verify.ts';
import { MERCHANT, type Replica } from './replicas.ts';
import { readSnapshotThrough } from './snapshot.ts';

const PROGRESS_EVERY_MS = 2000;
/** the replicas' SIM_SHARED_POLL_MS (the default) */
const SHARED_POLL_MS = 1000;
/** how long the killed replica stays down */
const DOWN_MS = 1500;
/** after the load ends, how long a request with no answer is still re-sent */
const RETRY_GRACE_MS = 60_000;

export interface ClusterLoadOptions {
  durationS: number;
  members: number;
  /** the replica SIGKILLed halfway (none: no kill) */
  victim?: Replica;
}

/** The proxy (or any server) the load goes through. */
export interface LoadTarget {
  url: string;
  adminToken: string;
  /** requests sent to each replica so far, for the progress lines */
  counts?: () => number[];
}

export interface ClusterLoadResult {
  checks: CheckResult[];
  ops: number;
  opsPerSecond: number;
  loadSeconds: number;
  p50Ms: number;
  p99Ms: number;
}

export async function loadThroughProxy(
  target: LoadTarget,
  /** the database's rows, for the checks (the replicas have their own clients) */
  db: Db,
  options: ClusterLoadOptions,
  log: (line: string) => void,
): Promise<ClusterLoadResult> {
  const { victim } = options;
  const split = () => target.counts?.().join('/') ?? '-';
  // the merchant's settings first, then a poll's wait: every replica must answer with them (prepareRun
  // writes the same values again, which changes nothing a replica answers)
  await configureMerchant(createAdminClient({ url: target.url, token: target.adminToken }));
  await sleep(SHARED_POLL_MS + 200);
  const { ctx, office } = await prepareRun(target, MERCHANT, options.members, log);
  const { stats } = ctx;
  const loadStart = Date.now();
  const deadline = loadStart + options.durationS * 1000;
  ctx.retryUntil = deadline + RETRY_GRACE_MS;
  const stop = () => Date.now() >= deadline;
  let state = '';
  const progress = setInterval(() => {
    console.log(stats.progressLine('cluster', (Date.now() - loadStart) / 1000, `proxied ${split()}${state}`));
  }, PROGRESS_EVERY_MS);

  const killTask = (async (): Promise<KillReport | null> => {
    if (!victim) return null;
    await sleep((options.durationS * 1000) / 2);
    const pid = victim.server.pid;
    const at = Date.now();
    log(`SIGKILL to replica ${victim.name} (pid ${pid}) at ${((at - loadStart) / 1000).toFixed(1)} s`);
    state = `  replica ${victim.name} DOWN`;
    const exit = await victim.server.kill();
    await sleep(DOWN_MS);
    state = `  replica ${victim.name} RESTARTING`;
    await victim.server.start(120_000);
    state = '';
    log(
      `replica ${victim.name} back (pid ${victim.server.pid}), ${((Date.now() - at) / 1000).toFixed(1)} s after the kill`,
    );
    return { at, pid, exit, restartMs: Date.now() - at };
  })();

  const workers = ctx.members.map((member) => new MemberActor(ctx, member).run(stop));
  await Promise.all([...workers, office.run(stop, Math.max(2, Math.ceil(options.members / 10)))]);
  const kill = await killTask;
  clearInterval(progress);
  const loadSeconds = (Date.now() - loadStart) / 1000;
  log(
    `load stopped after ${loadSeconds.toFixed(1)} s; proxied per replica ${split()}; checking the books ...`,
  );
  const checks = await verifyRun(
    ctx,
    (merchant, usernames) => readSnapshotThrough(db, merchant, usernames),
    MERCHANT,
    kill,
    victim !== undefined,
  );
  printRunSummary('cluster', stats, loadSeconds, checks);
  const total = stats.rows(loadSeconds).find((row) => row.kind === 'total');
  const { ops } = stats.totals();
  return {
    checks,
    ops,
    opsPerSecond: ops / loadSeconds,
    loadSeconds,
    p50Ms: total?.p50Ms ?? 0,
    p99Ms: total?.p99Ms ?? 0,
  };
}
