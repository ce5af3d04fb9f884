// The PostgreSQL schema is generated from the one source of truth, prisma/schema/*.prisma (SQLite):
// the same models, the datasource's provider swapped and the client generated beside the SQLite one
// (server/src/generated/prisma-pg). `pnpm db:generate` writes it; scripts/migrations.test.ts fails
// when the committed copy differs from a fresh generation.
import fs from 'node:fs';
import path from 'node:path';

export const SQLITE_SCHEMA_DIR = 'prisma/schema';
export const POSTGRES_SCHEMA_DIR = 'prisma/postgres/schema';
export const POSTGRES_MIGRATIONS_DIR = 'prisma/postgres/migrations';

const HEADER =
  '// GENERATED from prisma/schema by `pnpm db:generate` (prisma/postgres/schema-files.ts): do not edit.\n';

/** One file of the SQLite schema as its PostgreSQL twin. */
function toPostgres(name: string, text: string): string {
  if (name !== 'schema.prisma') return HEADER + text;
  const swapped = text
    .replace(/provider\s*=\s*"sqlite"/, 'provider = "postgresql"')
    .replace(
      /output\s*=\s*"\.\.\/\.\.\/server\/src\/generated\/prisma"/,
      'output     = "../../../server/src/generated/prisma-pg"',
    );
  if (!swapped.includes('"postgresql"') || !swapped.includes('prisma-pg'))
    throw new Error('prisma/schema/schema.prisma: provider or generator output not where expected');
  return HEADER + swapped;
}

/** The PostgreSQL schema's files (name -> text) generated from a folder of the SQLite schema's files. */
export function postgresSchemaFiles(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const name of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.prisma'))
    .sort())
    files.set(name, toPostgres(name, fs.readFileSync(path.join(dir, name), 'utf8')));
  return files;
}

/** Writes the files generated from `sqliteDir` (default: root's prisma/schema) into `dir`, removing stale ones. */
export function writePostgresSchema(
  root: string,
  dir = path.join(root, POSTGRES_SCHEMA_DIR),
  sqliteDir = path.join(root, SQLITE_SCHEMA_DIR),
): void {
  fs.mkdirSync(dir, { recursive: true });
  const files = postgresSchemaFiles(sqliteDir);
  for (const stale of fs.readdirSync(dir).filter((f) => f.endsWith('.prisma') && !files.has(f)))
    fs.rmSync(path.join(dir, stale));
  for (const [name, text] of files) fs.writeFileSync(path.join(dir, name), text);
}
