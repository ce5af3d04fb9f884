// A connection of its own to ask a database about its triggers and functions (server/src/db/
// sql-definitions.ts): better-sqlite3 on an SQLite file, pg on a PostgreSQL URL. Scripts run as given
// (several statements, dollar-quoted bodies), outside Prisma.
import Database from 'better-sqlite3';
import pg from 'pg';
import { isPostgres, sqliteFileOf } from '../../server/src/db/client.ts';
import type { Dialect, SqlRunner } from '../../server/src/db/sql-definitions.ts';

export interface OpenRunner extends SqlRunner {
  dialect: Dialect;
  close(): Promise<void>;
}

export async function openSqlRunner(databaseUrl: string): Promise<OpenRunner> {
  if (isPostgres(databaseUrl)) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    return {
      dialect: 'postgres',
      rows: async (sql) => (await client.query(sql)).rows,
      run: async (script) => void (await client.query(script)),
      close: () => client.end(),
    };
  }
  const db = new Database(sqliteFileOf(databaseUrl));
  db.pragma('busy_timeout = 5000');
  return {
    dialect: 'sqlite',
    rows: async (sql) => db.prepare(sql).all() as { item: string }[],
    run: async (script) => void db.exec(script),
    close: async () => void db.close(),
  };
}
