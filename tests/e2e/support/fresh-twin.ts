// A second simulator beside the worker's, on a copy of the run's seeded template (as the worker's server
// began: tests/e2e/support/server.ts) with a data directory and port of its own, resetting to that
// template: a fresh twin for a capture to be replayed against. Only its REST and admin surfaces are
// used, so it is the bare server (no site build). stop() ends it and removes its data.
import fs from 'node:fs';
import { E2E_ADMIN_TOKEN } from '../../../playwright.config.ts';
import { freePort } from '../../../scripts/lib/free-port.mjs';
import { ServerProcess } from '../../../scripts/lib/server-process.ts';
import { copyDataDir, removeDataDir } from '../../../scripts/lib/temp-data-dir.ts';
import { templateOf } from './template.ts';

export interface FreshTwin {
  url: string;
  adminToken: string;
  stop(): Promise<void>;
}

export async function startFreshTwin(): Promise<FreshTwin> {
  const runId = process.env.E2E_RUN_ID;
  if (!runId) throw new Error('E2E_RUN_ID is set by playwright.config.ts');
  const { templateDir, templateFile } = templateOf(runId);
  const dataDir = copyDataDir(templateDir, 'e2e-fresh-twin-');
  const server = new ServerProcess({
    dataDir,
    port: await freePort(),
    adminToken: E2E_ADMIN_TOKEN,
    merchant: 'sim001',
    logFile: `${dataDir}.log`,
    // as playwright.config.ts starts the workers' servers
    env: { SIM_SEED_TEMPLATE: templateFile, SIM_PASSWORD_COST: '10', SIM_DEMO_HISTORY: 'off' },
  });
  try {
    await server.start(120_000);
  } catch (error) {
    removeDataDir(dataDir);
    throw error;
  }
  return {
    url: server.url,
    adminToken: E2E_ADMIN_TOKEN,
    async stop() {
      await server.stop();
      removeDataDir(dataDir);
      fs.rmSync(`${dataDir}.log`, { force: true });
    },
  };
}
