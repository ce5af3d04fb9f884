// The PostgreSQL schema and migrations stay in step with the SQLite ones: the committed PostgreSQL
// schema is what prisma/schema generates, every SQLite migration after the PostgreSQL baseline has a
// twin of the same name (pnpm db:new-migration writes both), and, under pnpm test:pg, the PostgreSQL
// migrations applied to an empty database give exactly the PostgreSQL schema.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, inject, it } from 'vitest';
import {
  POSTGRES_MIGRATIONS_DIR,
  POSTGRES_SCHEMA_DIR,
  postgresSchemaFiles,
  SQLITE_SCHEMA_DIR,
} from '../prisma/postgres/schema-files.ts';
import { createDatabase, databaseUrl } from '../server/src/test/postgres-databases.ts';
import { migrateDatabase, ROOT } from './lib/database.ts';

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

it.skipIf(!inject('postgresCluster'))(
  'the PostgreSQL migrations build exactly the database the PostgreSQL schema describes',
  async () => {
    const cluster = inject('postgresCluster') ?? '';
    const name = `sim_migrations_${Date.now()}`;
    await createDatabase(cluster, name);
    const url = databaseUrl(cluster, name);
    await migrateDatabase(url);
    const sql = execFileSync(
      path.join(ROOT, 'node_modules/.bin/prisma'),
      [
        'migrate',
        'diff',
        '--config',
        'prisma/postgres/prisma.config.ts',
        '--from-schema-datasource',
        POSTGRES_SCHEMA_DIR,
        '--to-schema-datamodel',
        POSTGRES_SCHEMA_DIR,
        '--script',
      ],
      { cwd: ROOT, env: { ...process.env, DATABASE_URL: url }, encoding: 'utf8' },
    );
    expect(sql).toContain('This is an empty migration');
  },
  60_000,
);
