// Snapshots of the whole simulator state: `VACUUM INTO` a file under DATA_DIR/snapshots, and back
// by copying every table from the attached file inside one transaction (the live connection stays).
// On PostgreSQL a snapshot is a schema of the database (postgres-schemas.ts), so every replica sees it;
// the file under DATA_DIR/snapshots then only names that schema.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Db, runsOnPostgres } from '../db/client.ts';
import { type Sql, type SqlStatement, sqlOf, sqlTransaction } from '../db/sql.ts';
import { keepStatesReached } from './coverage-kept-states.ts';
import { ALWAYS_KEPT } from './kept-tables.ts';
import {
  copyLiveInto,
  createSchemaLikeLive,
  dropSchema,
  replaceLiveFrom,
  SchemaCopyError,
} from './postgres-schemas.ts';

const SKIP_TABLES = new Set(['_prisma_migrations']);

export class SnapshotError extends Error {}

export function snapshotDir(dataDir: string): string {
  return path.join(dataDir, 'snapshots');
}

const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** The schema of a PostgreSQL snapshot saved as `file` (its name, in the schema names' alphabet). */
const snapshotSchema = (file: string) =>
  `sim_snapshot_${path
    .basename(file, '.db')
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '_')}`.slice(0, 63);

export async function writeSnapshot(db: Db, file: string): Promise<void> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.rmSync(file, { force: true });
  if (runsOnPostgres(db)) {
    const schema = snapshotSchema(file);
    await dropSchema(db, schema);
    await createSchemaLikeLive(db, schema);
    await copyLiveInto(db, schema);
    fs.writeFileSync(file, `${JSON.stringify({ postgresSchema: schema })}\n`);
    return;
  }
  await db.$executeRawUnsafe(`VACUUM INTO ${quote(file)}`);
}

async function tableNames(sql: Sql, schema: 'main' | 'snap'): Promise<string[]> {
  const rows = await sql.all<{ name: string }>(
    `SELECT name FROM ${schema}.sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`,
  );
  return rows
    .map((r) => r.name)
    .filter((n) => !SKIP_TABLES.has(n))
    .sort();
}

export interface Replacement {
  /** tables whose live rows stay as they are */
  keep?: readonly string[];
  /** more writes of the same transaction, after the copy */
  alongside?: readonly SqlStatement[];
}

/**
 * Replaces every table's rows with the file's in one transaction (a crash leaves the old rows or the
 * new, never a mix); refuses a file of another schema and changes nothing then. Answers the rows each
 * `alongside` write changed. The statements run as plain SQL on the app's connection: through Prisma's
 * engine, two a table (some 160), they were two thirds of a reset's time.
 */
export async function replaceFromFile(
  db: Db,
  file: string,
  replacement: Replacement = {},
): Promise<number[]> {
  if (!fs.existsSync(file)) throw new SnapshotError(`no snapshot at ${file}`);
  const outside = sqlOf(db);
  await outside.run(`ATTACH DATABASE ${quote(file)} AS snap`);
  try {
    const [mine, theirs] = await Promise.all([tableNames(outside, 'main'), tableNames(outside, 'snap')]);
    if (mine.join() !== theirs.join())
      throw new SnapshotError('the snapshot was taken with another database schema');
    const copied = mine.filter((t) => !ALWAYS_KEPT.includes(t) && !replacement.keep?.includes(t));
    await outside.run('PRAGMA foreign_keys = OFF');
    return await sqlTransaction(db, async (sql) => {
      for (const t of copied) await sql.run(`DELETE FROM main."${t}"`);
      // OR REPLACE: a table's triggers (the cache versions of "Announcement") may have written rows
      // of a table copied after it; the file's rows are the ones that stay
      for (const t of copied) await sql.run(`INSERT OR REPLACE INTO main."${t}" SELECT * FROM snap."${t}"`);
      const changed: number[] = [];
      for (const write of replacement.alongside ?? [])
        changed.push(await sql.run(write.sql, ...write.params));
      return changed;
    });
  } finally {
    await outside.run('PRAGMA foreign_keys = ON');
    await outside.run('DETACH DATABASE snap');
  }
}

export async function restoreSnapshot(db: Db, file: string): Promise<void> {
  // the rows an active coverage run moved are about to go: the states they reached are kept first
  await keepStatesReached(db);
  if (!runsOnPostgres(db)) {
    await replaceFromFile(db, file);
    return;
  }
  if (!fs.existsSync(file)) throw new SnapshotError(`no snapshot at ${file}`);
  try {
    await replaceLiveFrom(db, snapshotSchema(file));
  } catch (error) {
    if (error instanceof SchemaCopyError) throw new SnapshotError(error.message);
    throw error;
  }
}

const sqliteOnly = (db: Db) => {
  if (runsOnPostgres(db))
    throw new SnapshotError('a whole-database file is SQLite only: on PostgreSQL use snapshots or pg_dump');
};

/** The whole database as one file's bytes (data.export). */
export async function exportDatabase(db: Db): Promise<Buffer> {
  sqliteOnly(db);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sim-export-')), 'export.db');
  try {
    await writeSnapshot(db, file);
    return fs.readFileSync(file);
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}

export async function importDatabase(db: Db, bytes: Buffer): Promise<void> {
  sqliteOnly(db);
  if (bytes.subarray(0, 16).toString('latin1') !== 'SQLite format 3\0')
    throw new SnapshotError('not an SQLite database file');
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sim-import-')), 'import.db');
  try {
    fs.writeFileSync(file, bytes);
    await restoreSnapshot(db, file);
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}
