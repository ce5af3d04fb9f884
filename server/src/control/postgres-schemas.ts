// On PostgreSQL the whole-database copies (a reset's seed built aside, its template, snapshots) are
// schemas of the live database: a schema made like `public` (same tables, defaults, indexes and the
// day-figures triggers), and `public`'s rows replaced by another schema's in one transaction while the
// server (and every replica) stays connected. SQLite does the same with attached files (snapshots.ts).
import type { Db } from '../db/client.ts';
import { pgSql } from '../db/postgres-sql.ts';
import type { SqlStatement } from '../db/sql.ts';
import { ALWAYS_KEPT } from './kept-tables.ts';

const LIVE = 'public';
const SKIP_TABLES = new Set(['_prisma_migrations']);

export class SchemaCopyError extends Error {}

/** A schema name safe to splice into SQL (made by us: lower case, digits, underscores). */
export function schemaName(name: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new SchemaCopyError(`not a schema name: ${name}`);
  return name;
}

export async function schemaExists(db: Db, schema: string): Promise<boolean> {
  const rows = await db.$queryRawUnsafe<{ found: number }[]>(
    'SELECT 1 AS found FROM information_schema.schemata WHERE schema_name = $1',
    schema,
  );
  return rows.length > 0;
}

/** The schema's tables (Prisma's bookkeeping aside), by name. */
export async function tablesOf(db: Db, schema: string): Promise<string[]> {
  const rows = await db.$queryRawUnsafe<{ name: string }[]>(
    `SELECT table_name::text AS name FROM information_schema.tables
     WHERE table_schema = $1 AND table_type = 'BASE TABLE' ORDER BY table_name`,
    schema,
  );
  return rows.map((r) => r.name).filter((n) => !SKIP_TABLES.has(n));
}

/** Each table's columns in order (a column added later comes last in one schema, not in another). */
async function columnsOf(db: Db, schema: string): Promise<Map<string, string[]>> {
  const rows = await db.$queryRawUnsafe<{ table: string; column: string }[]>(
    `SELECT table_name::text AS "table", column_name::text AS "column" FROM information_schema.columns
     WHERE table_schema = $1 ORDER BY table_name, ordinal_position`,
    schema,
  );
  const columns = new Map<string, string[]>();
  for (const { table, column } of rows) columns.set(table, [...(columns.get(table) ?? []), column]);
  return columns;
}

const list = (columns: string[]) => columns.map((c) => `"${c}"`).join(', ');

/**
 * A new empty schema with `public`'s tables (columns, defaults, keys, indexes; no foreign keys) and its
 * triggers. The triggers call `public`'s functions, whose statements name tables without a schema: a
 * client on this schema (createDb(url, { schema })) sets the search path so they write here.
 */
export async function createSchemaLikeLive(db: Db, schema: string): Promise<void> {
  schemaName(schema);
  const tables = await tablesOf(db, LIVE);
  const triggers = await db.$queryRawUnsafe<{ definition: string; table: string }[]>(
    `SELECT pg_get_triggerdef(t.oid) AS definition, c.relname::text AS "table"
     FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = $1 AND NOT t.tgisinternal`,
    LIVE,
  );
  await db.$transaction([
    db.$executeRawUnsafe(`CREATE SCHEMA "${schema}"`),
    ...tables.map((t) =>
      db.$executeRawUnsafe(`CREATE TABLE "${schema}"."${t}" (LIKE ${LIVE}."${t}" INCLUDING ALL)`),
    ),
    ...triggers.map(({ definition, table }) =>
      db.$executeRawUnsafe(definition.replace(` ON ${LIVE}."${table}" `, ` ON "${schema}"."${table}" `)),
    ),
  ]);
}

export async function dropSchema(db: Db, schema: string): Promise<void> {
  await db.$executeRawUnsafe(`DROP SCHEMA IF EXISTS "${schemaName(schema)}" CASCADE`);
}

// no triggers and no foreign-key checks while whole tables are copied: the copy is already consistent
// (and its day figures already counted); needs a superuser, as the throwaway cluster's is
const COPY_MODE = 'SET LOCAL session_replication_role = replica';

/** Every serial column's sequence past the column's largest value (rows were copied with their ids). */
const SYNC_SEQUENCES = `DO $$
DECLARE r record;
BEGIN
  FOR r IN SELECT table_name, column_name FROM information_schema.columns
           WHERE table_schema = '${LIVE}' AND column_default LIKE 'nextval(%' LOOP
    EXECUTE format('SELECT setval(pg_get_serial_sequence(%L, %L), COALESCE((SELECT max(%I) FROM ${LIVE}.%I), 0) + 1, false)',
      '${LIVE}.' || quote_ident(r.table_name), r.column_name, r.column_name, r.table_name);
  END LOOP;
END $$`;

/** A copy of `public`'s rows into a schema made by createSchemaLikeLive (a snapshot), in one transaction. */
export async function copyLiveInto(db: Db, schema: string): Promise<void> {
  schemaName(schema);
  const columns = await columnsOf(db, LIVE);
  const tables = await tablesOf(db, LIVE);
  await db.$transaction([
    db.$executeRawUnsafe(COPY_MODE),
    ...tables.map((t) => {
      const names = list(columns.get(t) ?? []);
      return db.$executeRawUnsafe(
        `INSERT INTO "${schema}"."${t}" (${names}) SELECT ${names} FROM ${LIVE}."${t}"`,
      );
    }),
  ]);
}

export interface SchemaReplacement {
  /** tables whose live rows stay as they are */
  keep?: readonly string[];
  /** more writes of the same transaction, after the copy */
  alongside?: readonly SqlStatement[];
}

/**
 * Replaces `public`'s rows with the schema's in one transaction (a crash leaves the old rows or the new,
 * never a mix); refuses a schema of other tables and changes nothing then. Answers the results of the
 * `alongside` writes.
 */
export async function replaceLiveFrom(
  db: Db,
  schema: string,
  replacement: SchemaReplacement = {},
): Promise<number[]> {
  schemaName(schema);
  if (!(await schemaExists(db, schema))) throw new SchemaCopyError(`no schema ${schema} in the database`);
  const [mine, theirs] = await Promise.all([tablesOf(db, LIVE), tablesOf(db, schema)]);
  if (mine.join() !== theirs.join())
    throw new SchemaCopyError('the copy was taken with another database schema');
  const columns = await columnsOf(db, LIVE);
  const copied = mine.filter((t) => !ALWAYS_KEPT.includes(t) && !replacement.keep?.includes(t));
  // every table's delete and copy in one statement (a DO block): one round trip instead of two per
  // table, some 160 through Prisma's engine (a reset in about a fifth of the time)
  const copy = [
    ...copied.map((t) => `DELETE FROM ${LIVE}."${t}";`),
    ...copied.map((t) => {
      const names = list(columns.get(t) ?? []);
      return `INSERT INTO ${LIVE}."${t}" (${names}) SELECT ${names} FROM "${schema}"."${t}";`;
    }),
  ].join('\n');
  const swap = [
    db.$executeRawUnsafe(COPY_MODE),
    db.$executeRawUnsafe(`DO $copy$ BEGIN\n${copy}\nEND $copy$`),
    db.$executeRawUnsafe(SYNC_SEQUENCES),
    // the alongside writes run with triggers on again, as any write
    db.$executeRawUnsafe('SET LOCAL session_replication_role = origin'),
  ];
  const alongside = (replacement.alongside ?? []).map((write) =>
    db.$executeRawUnsafe(pgSql(write.sql), ...write.params),
  );
  const results = await db.$transaction([...swap, ...alongside]);
  return results.slice(swap.length);
}
