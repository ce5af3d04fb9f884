// Database chores shared by the start (start.ts), db:seed and sim:reset (db-command.ts) and the test
// setup: migrate (through the driver, as Prisma's CLI would: db/migrate.ts), seed, reset. SQLite in DATA_DIR by default; DATABASE_URL=postgresql://…
// puts them on that PostgreSQL database instead (DATA_DIR then keeps only the admin token and RSA key).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resetToSeed } from './control/reset.ts';
import { createDb, isPostgres, sqliteFileOf } from './db/client.ts';
import { applyMigrations, applyPostgresMigrations } from './db/migrate.ts';
import { setPasswordHashCost } from './domain/accounts/passwords.ts';
import { loadEnv } from './env.ts';
import { type SeedState, seedStateOf } from './seed/marker.ts';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function databaseUrlFor(dataDir: string): string {
  return `file:${path.join(dataDir, 'sim.db')}`;
}

/** The database the chores work on: DATABASE_URL when it names PostgreSQL, else DATA_DIR's SQLite file. */
export function databaseUrlIn(dataDir: string, env: NodeJS.ProcessEnv = process.env): string {
  const url = env.DATABASE_URL;
  return url && isPostgres(url) ? url : databaseUrlFor(dataDir);
}

export const POSTGRES_MIGRATIONS = path.join(ROOT, 'prisma/postgres/migrations');

/** Applies the pending migrations to the database the URL names (SQLite: a file: URL). */
export async function migrateDatabase(databaseUrl: string): Promise<void> {
  if (isPostgres(databaseUrl)) {
    await applyPostgresMigrations(databaseUrl, POSTGRES_MIGRATIONS);
    return;
  }
  const file = sqliteFileOf(databaseUrl);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  applyMigrations(file, path.join(ROOT, 'prisma/migrations'));
}

export async function migrate(dataDir: string): Promise<void> {
  fs.mkdirSync(dataDir, { recursive: true });
  await migrateDatabase(databaseUrlIn(dataDir));
}

/** complete, empty (never seeded) or incomplete (a seed or reset was interrupted before its marker). */
export async function seedStateIn(dataDir: string): Promise<SeedState> {
  const db = createDb(databaseUrlIn(dataDir));
  try {
    return await seedStateOf(db);
  } finally {
    await db.$disconnect();
  }
}

/** Seeds DATA_DIR's database, or puts it back to the seed: built aside, swapped in at once. */
export async function seedDatabase(dataDir: string, options: { log?: (line: string) => void } = {}) {
  await seedDatabaseAt(databaseUrlIn(dataDir), options);
}

/** seedDatabase on the database the URL names. */
export async function seedDatabaseAt(databaseUrl: string, options: { log?: (line: string) => void } = {}) {
  setPasswordHashCost(loadEnv().SIM_PASSWORD_COST);
  const db = createDb(databaseUrl);
  try {
    // a real seed, whatever SIM_SEED_TEMPLATE says: that is for a running server's data.reset
    await resetToSeed(db, new Date(), options.log, { template: null });
  } finally {
    await db.$disconnect();
  }
}
