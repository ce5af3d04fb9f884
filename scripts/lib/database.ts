// Database chores shared by start, sim:reset and the test setup: migrate (through the driver, as
// Prisma's CLI would: migrate.ts), seed, reset.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resetToSeed } from '../../server/src/control/reset.ts';
import { createDb } from '../../server/src/db/client.ts';
import { setPasswordHashCost } from '../../server/src/domain/accounts/passwords.ts';
import { loadEnv } from '../../server/src/env.ts';
import { type SeedState, seedStateOf } from '../../server/src/seed/marker.ts';
import { applyMigrations } from './migrate.ts';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function databaseUrlFor(dataDir: string): string {
  return `file:${path.join(dataDir, 'sim.db')}`;
}

export function migrate(dataDir: string): void {
  fs.mkdirSync(dataDir, { recursive: true });
  applyMigrations(path.join(dataDir, 'sim.db'), path.join(ROOT, 'prisma/migrations'));
}

/** complete, empty (never seeded) or incomplete (a seed or reset was interrupted before its marker). */
export async function seedStateIn(dataDir: string): Promise<SeedState> {
  const db = createDb(databaseUrlFor(dataDir));
  try {
    return await seedStateOf(db);
  } finally {
    await db.$disconnect();
  }
}

/** Seeds DATA_DIR's database, or puts it back to the seed: built aside, swapped in at once. */
export async function seedDatabase(dataDir: string, options: { log?: (line: string) => void } = {}) {
  setPasswordHashCost(loadEnv().SIM_PASSWORD_COST);
  const db = createDb(databaseUrlFor(dataDir));
  try {
    // a real seed, whatever SIM_SEED_TEMPLATE says: that is for a running server's data.reset
    await resetToSeed(db, new Date(), options.log, { template: null });
  } finally {
    await db.$disconnect();
  }
}
