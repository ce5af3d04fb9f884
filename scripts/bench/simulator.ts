// The simulator as `pnpm start` runs it (server/start.mjs: server/src/start.ts from the server bundle:
// migrate, seed when empty, build the site when stale, serve), a process of its own on a free port, production settings but for the per-client
// rate limits (every bench client calls from 127.0.0.1).
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { freePort } from '../lib/free-port.mjs';
import { ServerProcess, serveArgs } from '../lib/server-process.ts';
import { MERCHANT } from './calls.ts';

export async function simulatorProcess(dataDir: string): Promise<ServerProcess> {
  return new ServerProcess({
    dataDir,
    port: await freePort(),
    adminToken: randomBytes(16).toString('hex'),
    merchant: MERCHANT,
    logFile: path.join(dataDir, 'server.log'),
    nodeArgs: serveArgs(),
    env: { NODE_ENV: 'production' },
  });
}

/** How long a fresh or warm start takes to answer, at most: a first start may build the site. */
export const START_TIMEOUT_MS = 300_000;
