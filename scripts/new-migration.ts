// pnpm db:new-migration <name>: diffs the schema as last committed (prisma/schema/*.prisma at HEAD)
// against the working tree's into prisma/migrations/<timestamp>_<name>/migration.sql (Prisma's
// `migrate dev` cannot run offline here), and the same change for PostgreSQL into
// prisma/postgres/migrations/<timestamp>_<name>/migration.sql: the PostgreSQL schema is generated from
// the SQLite one (prisma/postgres/schema-files.ts), so both databases always get the change together.
// Hand-written SQL (triggers, backfills) goes into both files by hand. One migration per change.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  POSTGRES_MIGRATIONS_DIR,
  POSTGRES_SCHEMA_DIR,
  writePostgresSchema,
} from '../prisma/postgres/schema-files.ts';
import { ROOT } from './lib/database.ts';
import { startThrowawayPostgres } from './lib/throwaway-postgres.mjs';

const SCHEMA_DIR = 'prisma/schema';
const PRISMA = path.join(ROOT, 'node_modules/.bin/prisma');

const name = process.argv[2];
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error('usage: pnpm db:new-migration <snake_case_name>');
  process.exit(2);
}

const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' });

/** The committed schema as a folder Prisma can read (before the split it was one file). */
function committedSchema(tmp: string): string {
  const dir = path.join(tmp, 'previous');
  fs.mkdirSync(dir);
  const files = git('ls-tree', '--name-only', 'HEAD', `${SCHEMA_DIR}/`)
    .split('\n')
    .filter((f) => f.endsWith('.prisma'));
  const sources = files.length > 0 ? files : ['prisma/schema.prisma'];
  for (const file of sources)
    fs.writeFileSync(path.join(dir, path.basename(file)), git('show', `HEAD:${file}`));
  return dir;
}

const isEmpty = (sql: string) => !sql.trim() || sql.includes('This is an empty migration');

function diff(from: string, to: string, env: NodeJS.ProcessEnv, config?: string): string {
  return execFileSync(
    PRISMA,
    [
      'migrate',
      'diff',
      ...(config ? ['--config', config] : []),
      '--from-schema-datamodel',
      from,
      '--to-schema-datamodel',
      to,
      '--script',
    ],
    { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8' },
  );
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sim-migration-'));
try {
  const previous = committedSchema(tmp);
  const sqliteSql = diff(previous, SCHEMA_DIR, { DATA_DIR: tmp });
  if (isEmpty(sqliteSql)) {
    console.log('schema unchanged since HEAD: no migration written');
    process.exit(0);
  }
  // the PostgreSQL schema of HEAD and of the working tree, both generated the same way
  writePostgresSchema(ROOT);
  const previousPostgres = path.join(tmp, 'previous-postgres');
  writePostgresSchema(ROOT, previousPostgres, previous);
  // Prisma's JS engine connects its adapter even to diff two schema files: a throwaway cluster serves
  const cluster = await startThrowawayPostgres();
  let postgresSql: string;
  try {
    postgresSql = diff(
      previousPostgres,
      POSTGRES_SCHEMA_DIR,
      { DATABASE_URL: cluster.url },
      'prisma/postgres/prisma.config.ts',
    );
  } finally {
    await cluster.stop();
  }
  const stamp = new Date().toISOString().replace(/[-:T]/g, '').slice(0, 14);
  for (const [dir, sql] of [
    ['prisma/migrations', sqliteSql],
    [POSTGRES_MIGRATIONS_DIR, postgresSql],
  ] as const) {
    const folder = path.join(ROOT, dir, `${stamp}_${name}`);
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, 'migration.sql'), sql);
    console.log(`wrote ${path.relative(ROOT, folder)}/migration.sql`);
  }
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}
