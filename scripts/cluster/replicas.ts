// The server replicas: each as `pnpm start` runs it (server/start.mjs, production settings), on its
// own port, all on the cluster's database and DATA_DIR, the journal in the shared table.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { freePort } from '../lib/free-port.mjs';
import { ServerProcess, serveArgs } from '../lib/server-process.ts';
import type { ClusterDatabase } from './database.ts';

export const MERCHANT = 'sim001';
/** a first start may build the site (web/dist) */
const START_TIMEOUT_MS = 300_000;

export interface Replica {
  name: string;
  server: ServerProcess;
}

export async function createReplicas(
  database: ClusterDatabase,
  names: string[],
  workDir: string,
  env: Record<string, string>,
): Promise<Replica[]> {
  const adminToken = randomBytes(16).toString('hex');
  const replicas: Replica[] = [];
  for (const name of names)
    replicas.push({
      name,
      server: new ServerProcess({
        dataDir: database.dataDir,
        port: await freePort(),
        adminToken,
        merchant: MERCHANT,
        logFile: path.join(workDir, `replica-${name}.log`),
        nodeArgs: serveArgs(),
        env: {
          NODE_ENV: 'production',
          DATABASE_URL: database.url,
          SIM_JOURNAL: 'table',
          SIM_SEED_TEMPLATE: database.seedTemplate,
          ...env,
        },
      }),
    });
  return replicas;
}

/** One after the other: the first may build the site and writes the RSA key the others then read. */
export async function startReplicas(replicas: Replica[], log: (line: string) => void): Promise<void> {
  for (const { name, server } of replicas) {
    const ms = await server.start(START_TIMEOUT_MS);
    log(`replica ${name}: pid ${server.pid} on ${server.url}, answering after ${(ms / 1000).toFixed(1)} s`);
  }
}
