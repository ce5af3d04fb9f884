// `prisma migrate deploy` without spawning Prisma's CLI (about 7 s of start-up on this machine): each
// prisma/migrations/<name>/migration.sql not yet applied runs through the driver, in name order, and
// is recorded in Prisma's own _prisma_migrations table exactly as the CLI records it (sha-256
// checksum of the file, start and finish times), so `prisma migrate deploy|status` agree afterwards.
// PostgreSQL (prisma/postgres/migrations) the same way through pg, each migration in a transaction of
// its own, under an advisory lock so replicas starting together migrate once.
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

// the CLI's own DDL for SQLite
const MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    TEXT PRIMARY KEY NOT NULL,
    "checksum"              TEXT NOT NULL,
    "finished_at"           DATETIME,
    "migration_name"        TEXT NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        DATETIME,
    "started_at"            DATETIME NOT NULL DEFAULT current_timestamp,
    "applied_steps_count"   INTEGER UNSIGNED NOT NULL DEFAULT 0
)`;

// the CLI's own DDL for PostgreSQL
const POSTGRES_MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

// the key Prisma's CLI takes its advisory lock with
const MIGRATION_LOCK = 72707369;

interface AppliedRow {
  name: string;
  finished: unknown;
  rolledBack: unknown;
}

/** The migrations of the folder not yet applied, in name order; refuses a failed one left unresolved. */
function pendingMigrations(rows: AppliedRow[], migrationsDir: string): string[] {
  const failed = rows.filter((r) => r.finished === null && r.rolledBack === null);
  if (failed.length > 0)
    throw new Error(
      `migration ${failed[0]?.name} failed earlier and was not resolved (see \`prisma migrate resolve\`)`,
    );
  const applied = new Set(rows.filter((r) => r.finished !== null).map((r) => r.name));
  return fs
    .readdirSync(migrationsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !applied.has(entry.name))
    .map((entry) => entry.name)
    .sort();
}

const checksum = (script: string) => createHash('sha256').update(script).digest('hex');

const stamp = () => new Date().toISOString().replace('Z', '+00:00');

/** Applies the pending migrations to the SQLite file; returns the names applied. */
export function applyMigrations(dbFile: string, migrationsDir: string): string[] {
  const db = new Database(dbFile);
  try {
    db.pragma('journal_mode = WAL');
    db.exec(MIGRATIONS_TABLE);
    const rows = db
      .prepare(
        'SELECT "migration_name" AS name, "finished_at" AS finished, "rolled_back_at" AS rolledBack FROM "_prisma_migrations"',
      )
      .all() as AppliedRow[];
    const pending = pendingMigrations(rows, migrationsDir);
    for (const name of pending) {
      const script = fs.readFileSync(path.join(migrationsDir, name, 'migration.sql'), 'utf8');
      const id = randomUUID();
      db.prepare(
        'INSERT INTO "_prisma_migrations" ("id", "checksum", "migration_name", "started_at", "applied_steps_count") VALUES (?, ?, ?, ?, 0)',
      ).run(id, checksum(script), name, stamp());
      try {
        db.exec(script);
      } catch (error) {
        db.prepare('UPDATE "_prisma_migrations" SET "logs" = ? WHERE "id" = ?').run(String(error), id);
        throw new Error(`migration ${name} failed: ${(error as Error).message}`);
      }
      db.prepare(
        'UPDATE "_prisma_migrations" SET "finished_at" = ?, "applied_steps_count" = 1 WHERE "id" = ?',
      ).run(stamp(), id);
    }
    return pending;
  } finally {
    db.close();
  }
}

/** Applies the pending PostgreSQL migrations to the database the URL names; returns the names applied. */
export async function applyPostgresMigrations(databaseUrl: string, migrationsDir: string): Promise<string[]> {
  // pg loads here, not with the module: a SQLite start never needs it
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await client.query(POSTGRES_MIGRATIONS_TABLE);
    const { rows } = await client.query<AppliedRow>(
      'SELECT "migration_name" AS name, "finished_at" AS finished, "rolled_back_at" AS "rolledBack" FROM "_prisma_migrations"',
    );
    const pending = pendingMigrations(rows, migrationsDir);
    for (const name of pending) {
      const script = fs.readFileSync(path.join(migrationsDir, name, 'migration.sql'), 'utf8');
      // the script and its record commit together: a failure leaves neither
      await client.query('BEGIN');
      try {
        await client.query(script);
        await client.query(
          `INSERT INTO "_prisma_migrations" ("id", "checksum", "migration_name", "started_at", "finished_at", "applied_steps_count")
           VALUES ($1, $2, $3, now(), clock_timestamp(), 1)`,
          [randomUUID(), checksum(script), name],
        );
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(`migration ${name} failed: ${(error as Error).message}`);
      }
    }
    return pending;
  } finally {
    await client.end();
  }
}
