// pnpm db:new-migration <name>: writes what no migration covers yet into
// prisma/migrations/<timestamp>_<name>/migration.sql (SQLite) and its PostgreSQL twin
// prisma/postgres/migrations/<timestamp>_<name>/migration.sql. Both are diffed against their migrations
// folder (scripts/lib/pending-migration.ts), not against a commit: a migration written but not committed
// yet is not written twice. The PostgreSQL schema is generated from the SQLite one first
// (prisma/postgres/schema-files.ts), so both databases always get the change together.
// What it covers: the schema change (Prisma's `migrate diff --from-migrations`), and each SQL definition
// (triggers, functions: server/src/db/sql-definitions.ts) whose file the migrations do not install as it
// is. Other hand-written SQL (a backfill) goes into both files by hand. One migration per change.
// PostgreSQL's half replays its folder on a throwaway cluster (scripts/lib/throwaway-postgres.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { POSTGRES_MIGRATIONS_DIR, writePostgresSchema } from '../prisma/postgres/schema-files.ts';
import { ROOT } from '../server/src/database.ts';
import {
  pendingPostgresDefinitions,
  pendingPostgresSchema,
  pendingSqliteDefinitions,
  pendingSqliteSchema,
} from './lib/pending-migration.ts';
import { startThrowawayPostgres } from './lib/throwaway-postgres.mjs';

const name = process.argv[2];
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error('usage: pnpm db:new-migration <snake_case_name>');
  process.exit(2);
}

/** The parts of one database's migration ('' when it has none). */
const joined = (parts: string[]) => parts.filter((part) => part.trim()).join('\n');

const sqlite = joined([await pendingSqliteSchema(), ...(await pendingSqliteDefinitions())]);
writePostgresSchema(ROOT);
const cluster = await startThrowawayPostgres();
let postgres: string;
try {
  postgres = joined([
    await pendingPostgresSchema(cluster.url),
    ...(await pendingPostgresDefinitions(cluster.url)),
  ]);
} finally {
  await cluster.stop();
}

if (!sqlite && !postgres) {
  console.log('the migrations folders cover the schema and every SQL definition: no migration written');
  process.exit(0);
}

// every migration has its twin of the same name (scripts/postgres-migrations.test.ts), empty or not
const nothing = '-- nothing for this database in this change\n';
const stamp = new Date().toISOString().replace(/[-:T]/g, '').slice(0, 14);
for (const [dir, sql] of [
  ['prisma/migrations', sqlite],
  [POSTGRES_MIGRATIONS_DIR, postgres],
] as const) {
  const folder = path.join(ROOT, dir, `${stamp}_${name}`);
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, 'migration.sql'), sql || nothing);
  console.log(`wrote ${path.relative(ROOT, folder)}/migration.sql`);
}
