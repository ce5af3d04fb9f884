// Plain-SQL writes on the database's own connection (reads: sql-reads.ts), for the hot money paths where Prisma's per-query cost
// (it compiles every query anew, about a millisecond of CPU) is the bill. Prisma still owns the schema
// and the migrations; everything that depends on the dialect (connection, transactions, how values are
// bound and DateTime columns stored) lives in this file. The SQL itself is portable: double-quoted
// identifiers, `?` placeholders (a PostgreSQL runner numbers them), RETURNING and ON CONFLICT.
import type { Database, Statement } from 'better-sqlite3';
import { connectionOf, type Db, type Tx } from './client.ts';
import { connectionFreed, registeredConnection } from './connection-registry.ts';
import { sqlTime } from './sql-reads.ts';

export type SqlValue = string | number | bigint | boolean | Date | null;

/** Synchronous statements on one connection: a transaction run through it cannot interleave. */
export interface Sql {
  one<T>(sql: string, ...params: SqlValue[]): T | undefined;
  all<T>(sql: string, ...params: SqlValue[]): T[];
  /** the number of rows changed */
  run(sql: string, ...params: SqlValue[]): number;
}

/** Prisma fills createdAt and updatedAt from the wall clock; plain SQL does the same. */
export const stampNow = () => sqlTime(new Date());

const bind = (value: SqlValue) =>
  typeof value === 'boolean' ? (value ? 1 : 0) : value instanceof Date ? sqlTime(value) : value;

class SqliteSql implements Sql {
  private readonly statements = new Map<string, Statement>();

  // made once: better-sqlite3 builds a wrapper per transaction() call
  private readonly inTransaction: ReturnType<Database['transaction']>;

  constructor(readonly sqlite: Database) {
    this.inTransaction = sqlite.transaction((work: (sql: Sql) => unknown) => work(this));
  }

  private statement(sql: string): Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.sqlite.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  one<T>(sql: string, ...params: SqlValue[]): T | undefined {
    return this.statement(sql).get(...params.map(bind)) as T | undefined;
  }

  all<T>(sql: string, ...params: SqlValue[]): T[] {
    return this.statement(sql).all(...params.map(bind)) as T[];
  }

  run(sql: string, ...params: SqlValue[]): number {
    return this.statement(sql).run(...params.map(bind)).changes;
  }

  /** Runs `work` as one transaction at a moment no Prisma transaction holds the connection. */
  async transaction<T>(work: (sql: Sql) => T): Promise<T> {
    while (this.sqlite.inTransaction) await connectionFreed(this.sqlite);
    return this.inTransaction.immediate(work) as T;
  }
}

const runners = new WeakMap<Database, SqliteSql>();

function runnerOn(sqlite: Database): SqliteSql {
  let runner = runners.get(sqlite);
  if (!runner) {
    runner = new SqliteSql(sqlite);
    runners.set(sqlite, runner);
  }
  return runner;
}

const connected = async (db: Db) => runnerOn(await connectionOf(db));

/** Statements inside the caller's Prisma transaction (same connection, so the same transaction). */
export function sqlIn(tx: Tx): Sql {
  const sqlite = registeredConnection(tx);
  if (!sqlite) throw new Error('plain SQL needs a connected client made by createDb');
  return runnerOn(sqlite);
}

/** One transaction of plain SQL, synchronous inside: nothing else runs on the connection meanwhile. */
export async function sqlTransaction<T>(db: Db, work: (sql: Sql) => T): Promise<T> {
  return (await connected(db)).transaction(work);
}

/** Plain-SQL reads outside any transaction. */
export async function sqlOf(db: Db): Promise<Sql> {
  return connected(db);
}

/** A unique or primary key was violated (two requests raced with one new key). */
export const isDuplicate = (error: unknown) =>
  /^SQLITE_CONSTRAINT_(UNIQUE|PRIMARYKEY)$/.test((error as { code?: string }).code ?? '');
