// A write by another server process on a test's database: its own client and connection, on SQLite
// and PostgreSQL alike, as the caches that must notice it expect.
import { createDb } from '../db/client.ts';
import { type SqlValue, sqlOf } from '../db/sql.ts';

/** Runs one plain-SQL statement on a connection of its own to the database at `url`. */
export async function writeFromAnotherProcess(url: string, statement: string, ...params: SqlValue[]) {
  const other = createDb(url);
  try {
    await sqlOf(other).run(statement, ...params);
  } finally {
    await other.$disconnect();
  }
}
