// The PostgreSQL schema and migrations stay in step with the SQLite ones: the committed PostgreSQL
// schema is what prisma/schema generates, every SQLite migration after the PostgreSQL baseline has a
// twin of the same name (pnpm db:new-migration writes both), and, under pnpm test:pg, the PostgreSQL
// migrations applied to an empty database give exactly the PostgreSQL schema.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { expect, inject, it } from 'vitest';
import {
  POSTGRES_MIGRATIONS_DIR,
  POSTGRES_SCHEMA_DIR,
  postgresSchemaFiles,
  SQLITE_SCHEMA_DIR,
} from '../prisma/postgres/schema-files.ts';
import { migrateDatabase, ROOT } from '../server/src/database.ts';
import { createDatabase, databaseUrl } from '../server/src/test/postgres-databases.ts';

const migrations = (dir: string) =>
  fs
    .readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

it('the committed PostgreSQL schema is the one prisma/schema generates (pnpm db:generate)', () => {
  const committed = new Map(
    fs
      .readdirSync(path.join(ROOT, POSTGRES_SCHEMA_DIR))
      .filter((f) => f.endsWith('.prisma'))
      .map((f) => [f, fs.readFileSync(path.join(ROOT, POSTGRES_SCHEMA_DIR, f), 'utf8')]),
  );
  expect(committed).toEqual(postgresSchemaFiles(path.join(ROOT, SQLITE_SCHEMA_DIR)));
});

it('every SQLite migration after the PostgreSQL baseline has a PostgreSQL twin of the same name', () => {
  const postgres = migrations(POSTGRES_MIGRATIONS_DIR);
  const baseline = postgres.find((name) => name.endsWith('_postgres_baseline'));
  expect(baseline).toBeDefined();
  const missing = migrations('prisma/migrations').filter(
    (name) => name > (baseline ?? '') && !postgres.includes(name),
  );
  expect(missing).toEqual([]);
  // and no PostgreSQL migration without its SQLite original
  const sqlite = new Set(migrations('prisma/migrations'));
  expect(postgres.filter((name) => name !== baseline && !sqlite.has(name))).toEqual([]);
});

/** Tables with their columns, indexes and constraints, in a stable order (Prisma's bookkeeping aside). */
async function shape(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const query = async (sql: string) => (await client.query(sql)).rows;
    return {
      columns: await query(`SELECT table_name, column_name, data_type, is_nullable, column_default
        FROM information_schema.columns WHERE table_schema = 'public' AND table_name <> '_prisma_migrations'
        ORDER BY table_name, column_name`),
      indexes: await query(`SELECT tablename, indexname, indexdef FROM pg_indexes
        WHERE schemaname = 'public' AND tablename <> '_prisma_migrations' ORDER BY tablename, indexname`),
      constraints:
        await query(`SELECT conrelid::regclass::text AS "table", conname, pg_get_constraintdef(oid) AS definition
        FROM pg_constraint WHERE connamespace = 'public'::regnamespace
          AND conname <> '_prisma_migrations_pkey' ORDER BY 1, 2`),
    };
  } finally {
    await client.end();
  }
}

async function emptyDatabase(cluster: string, label: string): Promise<string> {
  const name = `sim_${label}_${Date.now()}`;
  await createDatabase(cluster, name);
  return databaseUrl(cluster, name);
}

it.skipIf(!inject('postgresCluster'))(
  'the PostgreSQL migrations build exactly the database the PostgreSQL schema describes',
  async () => {
    const cluster = inject('postgresCluster') ?? '';
    const [migrated, fromSchema] = await Promise.all([
      emptyDatabase(cluster, 'migrated'),
      emptyDatabase(cluster, 'from_schema'),
    ]);
    // Prisma's CLI cannot diff a database through a driver adapter: the schema's own script, applied.
    // The CLI runs while the migrations are applied (it only writes the script).
    const [{ stdout: script }] = await Promise.all([
      promisify(execFile)(
        path.join(ROOT, 'node_modules/.bin/prisma'),
        [
          'migrate',
          'diff',
          '--config',
          'prisma/postgres/prisma.config.ts',
          '--from-empty',
          '--to-schema-datamodel',
          POSTGRES_SCHEMA_DIR,
          '--script',
        ],
        { cwd: ROOT, env: { ...process.env, DATABASE_URL: fromSchema }, encoding: 'utf8' },
      ),
      migrateDatabase(migrated),
    ]);
    const client = new pg.Client({ connectionString: fromSchema });
    await client.connect();
    await client.query(script);
    await client.end();
    expect(await shape(migrated)).toEqual(await shape(fromSchema));
  },
  90_000,
);
