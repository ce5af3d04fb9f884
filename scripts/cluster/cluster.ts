// The shared environment started and stopped as one thing, for `pnpm test:cluster`, `pnpm test:load
// --only cluster` and `pnpm bench --only shared`: the database migrated and seeded once, the replicas as
// `pnpm start` runs them (one after the other: the first may build the site and writes the RSA key the
// others read), the proxy alternating between them. A start that fails stops what it had started.
import { type ClusterDatabase, type DatabaseKind, startDatabase } from './database.ts';
import { type ReverseProxy, startProxy } from './proxy.ts';
import { createReplicas, type Replica, startReplicas } from './replicas.ts';

export const REPLICA_NAMES = ['A', 'B'];

export interface Cluster {
  database: ClusterDatabase;
  replicas: Replica[];
  proxy: ReverseProxy;
  /** the admin token every replica shares */
  adminToken: string;
  /** what is still running: safe to call after a partial start, and twice */
  stop(): Promise<void>;
}

export async function startCluster(
  kind: DatabaseKind,
  workDir: string,
  log: (line: string) => void,
  env: Record<string, string> = {},
  /** handed the stop function at once, for a caller that must stop a start still under way */
  onStop: (stop: () => Promise<void>) => void = () => {},
): Promise<Cluster> {
  const parts: Partial<Cluster> = {};
  const stop = async () => {
    await parts.proxy?.close().catch(() => {});
    await Promise.all((parts.replicas ?? []).map((r) => r.server.stop().catch(() => {})));
    await parts.database?.stop().catch(() => {});
    parts.proxy = undefined;
    parts.replicas = undefined;
    parts.database = undefined;
  };
  onStop(stop);
  try {
    log(`database (${kind}): migrating and seeding once ...`);
    const database = await startDatabase(kind, log);
    parts.database = database;
    log(`database ready: ${database.url.replace(/\/\/[^@]*@/, '//')}`);
    const replicas = await createReplicas(database, REPLICA_NAMES, workDir, env);
    parts.replicas = replicas;
    await startReplicas(replicas, log);
    const proxy = await startProxy(replicas.map((r) => r.server.url));
    parts.proxy = proxy;
    log(`proxy on ${proxy.url}, alternating between ${REPLICA_NAMES.join(' and ')}`);
    return { database, replicas, proxy, adminToken: replicas[0]!.server.adminToken, stop };
  } catch (error) {
    for (const r of parts.replicas ?? [])
      console.error(`\nreplica ${r.name} log (last lines):\n${r.server.logTail()}`);
    await stop();
    throw error;
  }
}
