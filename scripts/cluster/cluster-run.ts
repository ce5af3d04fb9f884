// The load test's cluster run (`pnpm test:load --only cluster`, `pnpm bench --only shared`): the money
// load through the proxy of PostgreSQL x 2 replicas, no kill, with the load test's checks; a throwaway
// cluster started for it and stopped after, or a running one (--base-url, LOAD_ADMIN_TOKEN and
// DATABASE_URL for its database). The figure to set beside SQLite x 1 process.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDb } from '../../server/src/db/client.ts';
import type { LoadOptions } from '../load/options.ts';
import type { RunResult } from '../load/report.ts';
import { AUDIT_CHECK } from '../load/verify.ts';
import { type Cluster, startCluster } from './cluster.ts';
import { type LoadTarget, loadThroughProxy } from './cluster-load.ts';

export const CLUSTER_LABEL = 'PostgreSQL x 2 replicas behind the proxy';

/** The running cluster --base-url names: its admin token and database from the environment. */
function runningCluster(
  baseUrl: string,
  env: NodeJS.ProcessEnv,
): { target: LoadTarget; databaseUrl: string } {
  if (!env.LOAD_ADMIN_TOKEN || !env.DATABASE_URL)
    throw new Error('--base-url needs LOAD_ADMIN_TOKEN (its admin token) and DATABASE_URL (its database)');
  return { target: { url: baseUrl, adminToken: env.LOAD_ADMIN_TOKEN }, databaseUrl: env.DATABASE_URL };
}

export async function runOnCluster(
  options: Pick<LoadOptions, 'durationS' | 'members' | 'baseUrl' | 'keep'>,
  env: NodeJS.ProcessEnv = process.env,
): Promise<RunResult> {
  const log = (line: string) => console.log(`  [cluster] ${line}`);
  console.log(
    `\n== cluster run: ${options.members} members, ${options.durationS} s of load through the proxy, ` +
      `${options.baseUrl ? `the cluster at ${options.baseUrl}` : CLUSTER_LABEL} ==`,
  );
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sim-load-cluster-'));
  let cluster: Cluster | undefined;
  try {
    let target: LoadTarget;
    let databaseUrl: string;
    if (options.baseUrl) ({ target, databaseUrl } = runningCluster(options.baseUrl, env));
    else {
      cluster = await startCluster('postgres', workDir, log, { SIM_PASSWORD_COST: '10' });
      target = { url: cluster.proxy.url, adminToken: cluster.adminToken, counts: cluster.proxy.counts };
      databaseUrl = cluster.database.url;
    }
    const db = createDb(databaseUrl);
    try {
      const load = await loadThroughProxy(target, db, options, log);
      const failed = load.checks.filter((c) => !c.ok).length;
      return {
        mode: 'cluster',
        ok: failed === 0,
        loadSeconds: load.loadSeconds,
        ops: load.ops,
        opsPerSecond: load.opsPerSecond,
        failedChecks: failed,
        audit: load.checks.find((c) => c.name === AUDIT_CHECK),
      };
    } finally {
      await db.$disconnect();
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.log(`  [cluster] FAIL: ${message}`);
    return {
      mode: 'cluster',
      ok: false,
      loadSeconds: 0,
      ops: 0,
      opsPerSecond: 0,
      failedChecks: 0,
      crashed: message,
    };
  } finally {
    await cluster?.stop();
    if (options.keep) log(`replica logs kept in ${workDir}`);
    else fs.rmSync(workDir, { recursive: true, force: true });
  }
}
