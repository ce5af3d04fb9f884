// The contract tests against an outside simulator: CONTRACT_BASE_URL (a cluster's proxy, whose requests
// alternate between replicas) and CONTRACT_ADMIN_TOKEN. Every test file starts from the seed (data.reset,
// as its own in-process copy would), and the files run one at a time (vitest.remote.config.ts): they
// share one database. What a test read from the database in-process it reads from CONTRACT_DATABASE_URL,
// the cluster's database; without it those tests say so and fail.
import { setTimeout as sleep } from 'node:timers/promises';
import { createDb, type Db } from '../../../server/src/db/client.ts';
import { type AdminKind, adminOverHttp, type CallOptions, request } from './http-client.ts';
import type { RealSim } from './real-sim.ts';

export interface RemoteTarget {
  base: string;
  adminToken: string;
  databaseUrl: string | undefined;
  /** how long a change another replica caches takes to reach every replica (their shared-versions poll) */
  settleMs: number;
}

export function remoteTarget(env: NodeJS.ProcessEnv = process.env): RemoteTarget | undefined {
  if (!env.CONTRACT_BASE_URL) return undefined;
  if (!env.CONTRACT_ADMIN_TOKEN) throw new Error('CONTRACT_BASE_URL needs CONTRACT_ADMIN_TOKEN');
  return {
    base: env.CONTRACT_BASE_URL,
    adminToken: env.CONTRACT_ADMIN_TOKEN,
    databaseUrl: env.CONTRACT_DATABASE_URL || undefined,
    settleMs: Number(env.CONTRACT_SETTLE_MS ?? 1200),
  };
}

/**
 * Admin changes to what each replica caches (the clock, flags and merchant settings, faults, the
 * catalogue, the seed itself): the replica that made one answers with it at once, the others after
 * their next poll of the shared versions, so the next call waits that long.
 */
const CACHED_BY_REPLICAS = /^(data|clock|flags|merchants|system|faults|scenario|catalogue|brand|provider)\./;

function databaseOutOfReach(): Db {
  return new Proxy({} as Db, {
    get(_target, property) {
      throw new Error(
        `this test reads the database (db.${String(property)}): set CONTRACT_DATABASE_URL to the cluster's database`,
      );
    },
  });
}

export async function startRemoteSim(target: RemoteTarget): Promise<RealSim> {
  const call = (method: string, path: string, options?: CallOptions) =>
    request(target.base, method, path, options);
  const admin = async <T>(procedure: string, input?: unknown, kind: AdminKind = 'mutation') => {
    const result = await adminOverHttp<T>(target.base, target.adminToken, procedure, input, kind);
    if (kind === 'mutation' && CACHED_BY_REPLICAS.test(procedure)) await sleep(target.settleMs);
    return result;
  };
  const db = target.databaseUrl ? createDb(target.databaseUrl) : databaseOutOfReach();
  await admin('data.reset');
  return {
    base: target.base,
    adminToken: target.adminToken,
    db,
    call,
    admin,
    close: async () => {
      if (target.databaseUrl) await db.$disconnect();
    },
  };
}
