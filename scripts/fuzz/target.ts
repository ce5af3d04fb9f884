// The server under fuzzing: the simulator built in-process on a throw-away seeded database, listening on
// a real port (Node's HTTP parser is part of what gets attacked).
import type { AddressInfo } from 'node:net';
import type { App } from '../../server/src/app.ts';
import { buildApp } from '../../server/src/app.ts';
import { databaseUrlFor } from '../../server/src/database.ts';
import { createDb } from '../../server/src/db/client.ts';
import { checkIntegrity } from '../../server/src/db/integrity-check.ts';
import { setPasswordHashCost } from '../../server/src/domain/accounts/passwords.ts';
import { createSeededDataDir, removeDataDir } from '../lib/temp-data-dir.ts';
import type { FuzzTarget } from './run.ts';

/** A listening app as a fuzz target; `close` stops it. */
export async function listenForFuzzing(app: App, adminToken: string): Promise<FuzzTarget> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    adminToken,
    integrityCheck: () => checkIntegrity(app.sim.db),
  };
}

const ADMIN_TOKEN = 'fuzz-admin-token-0123456789abcdef';
// the personas' password hashes at a test cost: the fuzzer logs in again after every fuzzed logout
const PASSWORD_COST = '10';

/** `pnpm fuzz`'s own simulator, seeded from scratch. */
export async function startFuzzTarget(log?: (line: string) => void) {
  process.env.SIM_PASSWORD_COST ??= PASSWORD_COST;
  const dataDir = await createSeededDataDir('sim-fuzz-', log);
  setPasswordHashCost(Number(process.env.SIM_PASSWORD_COST));
  const app = await buildApp({ db: createDb(databaseUrlFor(dataDir)), adminToken: ADMIN_TOKEN, dataDir });
  const target = await listenForFuzzing(app, ADMIN_TOKEN);
  return {
    target,
    close: async () => {
      await app.close();
      removeDataDir(dataDir);
    },
  };
}
