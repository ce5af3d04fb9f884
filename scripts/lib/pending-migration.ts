// What no migration covers yet, per database (pnpm db:new-migration, scripts/new-migration.ts): the
// schema change, as Prisma's `migrate diff --from-migrations` finds it (the migrations folder replayed in
// a shadow database against prisma/schema, or the PostgreSQL schema generated from it: prisma/diff/), and
// the SQL definitions (server/src/db/sql-definitions.ts) whose file the migrations do not install as it
// is, asked of a scratch database the migrations folder built.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { POSTGRES_MIGRATIONS_DIR, POSTGRES_SCHEMA_DIR } from '../../prisma/postgres/schema-files.ts';
import { ROOT } from '../../server/src/database.ts';
import { applyMigrations, applyPostgresMigrations } from '../../server/src/db/migrate.ts';
import {
  type Dialect,
  definitionSql,
  installChanges,
  SQL_DEFINITIONS,
  type SqlDefinition,
} from '../../server/src/db/sql-definitions.ts';
import { openSqlRunner } from './sql-runner.ts';

const PRISMA = path.join(ROOT, 'node_modules/.bin/prisma');
const SQLITE_MIGRATIONS_DIR = 'prisma/migrations';

const isEmpty = (sql: string) => !sql.trim() || sql.includes('This is an empty migration');

/** `migrate diff --from-migrations <dir> --to-schema-datamodel <schema>` through a diff config. */
async function diffFromMigrations(
  config: string,
  migrations: string,
  schema: string,
  env: NodeJS.ProcessEnv,
) {
  const { stdout } = await promisify(execFile)(
    PRISMA,
    [
      'migrate',
      'diff',
      '--config',
      config,
      '--from-migrations',
      migrations,
      '--to-schema-datamodel',
      schema,
      '--script',
    ],
    { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  return isEmpty(stdout) ? '' : stdout;
}

/** The SQLite schema change no migration covers ('' for none). */
export const pendingSqliteSchema = (schema = 'prisma/schema'): Promise<string> =>
  diffFromMigrations('prisma/diff/sqlite.config.ts', SQLITE_MIGRATIONS_DIR, schema, {});

/** The PostgreSQL schema change no migration covers ('' for none); shadow databases on `clusterUrl`. */
export const pendingPostgresSchema = (clusterUrl: string, schema = POSTGRES_SCHEMA_DIR): Promise<string> =>
  diffFromMigrations('prisma/diff/postgres.config.ts', POSTGRES_MIGRATIONS_DIR, schema, {
    DATABASE_URL: clusterUrl,
  });

/** A definition's file as a migration installs it. */
const installing = (name: string, file: string, sql: string) =>
  `-- ${name}: installed from ${file}, its one definition\n${sql.trimEnd()}\n`;

/** The definitions the migrated database at `databaseUrl` does not hold as their files are, to install. */
async function pendingDefinitionsAt(
  databaseUrl: string,
  dialect: Dialect,
  definitions: readonly SqlDefinition[],
): Promise<string[]> {
  const runner = await openSqlRunner(databaseUrl);
  try {
    const pending: string[] = [];
    for (const definition of definitions) {
      const sql = definitionSql(definition, dialect);
      const { was, now } = await installChanges(runner, dialect, sql);
      if (was.length > 0 || now.length > 0)
        pending.push(installing(definition.name, definition.files[dialect], sql));
    }
    return pending;
  } finally {
    await runner.close();
  }
}

/** The SQLite definitions to install: asked of a scratch file the migrations folder built. */
export async function pendingSqliteDefinitions(definitions = SQL_DEFINITIONS): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sim-definitions-'));
  try {
    const file = path.join(dir, 'sim.db');
    applyMigrations(file, path.join(ROOT, SQLITE_MIGRATIONS_DIR));
    return await pendingDefinitionsAt(`file:${file}`, 'sqlite', definitions);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The PostgreSQL definitions to install: asked of a scratch database on `clusterUrl`. */
export async function pendingPostgresDefinitions(
  clusterUrl: string,
  definitions = SQL_DEFINITIONS,
): Promise<string[]> {
  const name = `sim_definitions_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
    const url = new URL(clusterUrl);
    url.pathname = `/${name}`;
    try {
      await applyPostgresMigrations(url.toString(), path.join(ROOT, POSTGRES_MIGRATIONS_DIR));
      return await pendingDefinitionsAt(url.toString(), 'postgres', definitions);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
    }
  } finally {
    await admin.end();
  }
}
