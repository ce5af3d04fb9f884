// The money load test (scripts/load) through the proxy, requests alternating between the replicas;
// halfway one replica is SIGKILLed and started again on the same database while the other carries
// the load. Then the load test's own checks: wallet.audit balanced, every acknowledged operation in
// the database, the funds adding up, nothing unexpected answered.
import { setTimeout as sleep } from 'node:timers/promises';
import { createAdminClient } from '../../server/src/admin/client.ts';
import type { CheckResult, KillReport } from '../load/check.ts';
import { MemberActor } from '../load/member-actor.ts';
import { prepareRun } from '../load/prepare-run.ts';
import { printRunSummary } from '../load/report.ts';
import { configureMerchant } from '../load/setup.ts';
import { verifyRun } from '../load/verify.ts';
import type { ClusterDatabase } from './database.ts';
import type { ReverseProxy } from './proxy.ts';
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
}

export interface ClusterLoadResult {
  checks: CheckResult[];
  ops: number;
  opsPerSecond: number;
}

export async function loadThroughProxy(
  proxy: ReverseProxy,
  victim: Replica,
  database: ClusterDatabase,
  options: ClusterLoadOptions,
  log: (line: string) => void,
): Promise<ClusterLoadResult> {
  // the merchant's settings first, then a poll's wait: every replica must answer with them (prepareRun
  // writes the same values again, which changes nothing a replica answers)
  const target = { url: proxy.url, adminToken: victim.server.adminToken };
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
    const split = proxy.counts().join('/');
    console.log(stats.progressLine('cluster', (Date.now() - loadStart) / 1000, `proxied ${split}${state}`));
  }, PROGRESS_EVERY_MS);

  const killTask = (async (): Promise<KillReport> => {
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
    `load stopped after ${loadSeconds.toFixed(1)} s; proxied per replica ${proxy.counts().join('/')}; checking the books ...`,
  );
  const db = database.client();
  const checks = await verifyRun(
    ctx,
    (merchant, usernames) => readSnapshotThrough(db, merchant, usernames),
    MERCHANT,
    kill,
    true,
  );
  printRunSummary('cluster', stats, loadSeconds, checks);
  const { ops } = stats.totals();
  return { checks, ops, opsPerSecond: ops / loadSeconds };
}
