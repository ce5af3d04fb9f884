// Is the database file (SQLite) or its indexes (PostgreSQL) sound after hostile traffic? "ok" when so,
// else what the database found. SQLite checks itself with PRAGMA integrity_check; PostgreSQL has no such
// pragma, so every B-tree index of the schema is checked against its table with amcheck (shipped in
// Debian's `postgresql` package; creating the extension needs the superuser the throwaway clusters run as).
import type { RawClient } from './postgres-sql.ts';
import { isPostgresClient } from './prisma-internals.ts';

const PG_INDEX_CHECK = `
  SELECT c.relname::text AS index, bt_index_check(c.oid, true)::text AS result
  FROM pg_index i
  JOIN pg_class c ON c.oid = i.indexrelid
  JOIN pg_am am ON am.oid = c.relam
  JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE am.amname = 'btree' AND n.nspname = current_schema() AND i.indisvalid`;

async function checkPostgres(db: RawClient): Promise<string> {
  await db.$executeRawUnsafe('CREATE EXTENSION IF NOT EXISTS amcheck');
  try {
    const rows = (await db.$queryRawUnsafe(PG_INDEX_CHECK)) as { index: string }[];
    return rows.length > 0 ? 'ok' : 'no B-tree index found to check';
  } catch (error) {
    return (error as Error).message;
  }
}

export async function checkIntegrity(db: RawClient): Promise<string> {
  // (the guard's narrowing is not wanted: both clients are RawClients)
  if (isPostgresClient(db as unknown)) return checkPostgres(db);
  const rows = (await db.$queryRawUnsafe('PRAGMA integrity_check')) as { integrity_check: string }[];
  return rows.map((row) => row.integrity_check).join('; ');
}
