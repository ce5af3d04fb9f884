// Database chores shared by start, sim:reset and the test setup: migrate with Prisma's CLI
// (offline, JS engine), seed, reset.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDb } from '../../server/src/db/client.ts';
import { setPasswordHashCost } from '../../server/src/domain/accounts/passwords.ts';
import { loadEnv } from '../../server/src/env.ts';
import { seed, wipe } from '../../server/src/seed/index.ts';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function databaseUrlFor(dataDir: string): string {
  return `file:${path.join(dataDir, 'sim.db')}`;
}

export function migrate(dataDir: string): void {
  fs.mkdirSync(dataDir, { recursive: true });
  const result = spawnSync(path.join(ROOT, 'node_modules/.bin/prisma'), ['migrate', 'deploy'], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrlFor(dataDir) },
    encoding: 'utf8',
  });
  if (result.status !== 0)
    throw new Error(`prisma migrate deploy failed:\n${result.stdout}\n${result.stderr}`);
}

export async function isSeeded(dataDir: string): Promise<boolean> {
  const db = createDb(databaseUrlFor(dataDir));
  try {
    return (await db.merchant.count()) > 0;
  } finally {
    await db.$disconnect();
  }
}

export async function seedDatabase(
  dataDir: string,
  options: { wipeFirst?: boolean; log?: (line: string) => void } = {},
) {
  setPasswordHashCost(loadEnv().SIM_PASSWORD_COST);
  const db = createDb(databaseUrlFor(dataDir));
  try {
    if (options.wipeFirst) await wipe(db);
    await seed(db, new Date(), options.log);
  } finally {
    await db.$disconnect();
  }
}
