// Plain SQL on the database's own connection (reads outside transactions: sql-reads.ts), for the hot money
// paths where Prisma's per-query cost (it compiles every query anew, about a millisecond of CPU) is the
// bill. Prisma still owns the schema and the migrations. The SQL is portable between SQLite and
// PostgreSQL: double-quoted identifiers, `?` placeholders (numbered `$1…` for PostgreSQL), RETURNING,
// ON CONFLICT, COALESCE, CASE instead of two-argument MAX/MIN, no date functions. Everything that depends
// on the database (connection, transactions, how values are bound and read back) lives in db/.
import type { Database, Statement } from 'better-sqlite3';
import { connectionOf, type Db, type Tx } from './client.ts';
import { type ConnectionHold, holdOf, registeredConnection } from './connection-registry.ts';
import { isPostgresClient, pgRows, pgSql, type RawClient } from './postgres-sql.ts';
import { bindSqlite, type SqlValue } from './sql-reads.ts';

export type { SqlValue };

/** Statements of one transaction (or, from sqlOf, of none): each awaited before the next. */
export interface Sql {
  one<T>(sql: string, ...params: SqlValue[]): Promise<T | undefined>;
  all<T>(sql: string, ...params: SqlValue[]): Promise<T[]>;
  /** the number of rows changed */
  run(sql: string, ...params: SqlValue[]): Promise<number>;
}

/** Prisma fills createdAt and updatedAt from the wall clock; plain SQL does the same. */
export const stampNow = () => new Date();

/** SQLite: prepared statements run at once on Prisma's connection (better-sqlite3 is synchronous). */
class SqliteSql implements Sql {
  private readonly statements = new Map<string, Statement>();
  private readonly begin: Statement;
  private readonly commit: Statement;
  private readonly rollback: Statement;
  readonly hold: ConnectionHold;
  /** the same statements for callers outside any transaction: they wait while one is open */
  readonly outside: Sql;

  constructor(readonly sqlite: Database) {
    this.begin = sqlite.prepare('BEGIN IMMEDIATE');
    this.commit = sqlite.prepare('COMMIT');
    this.rollback = sqlite.prepare('ROLLBACK');
    this.hold = holdOf(sqlite);
    this.outside = waitingOutside(this, this.hold);
  }

  private statement(sql: string): Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.sqlite.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  async one<T>(sql: string, ...params: SqlValue[]): Promise<T | undefined> {
    return this.statement(sql).get(...params.map(bindSqlite)) as T | undefined;
  }

  async all<T>(sql: string, ...params: SqlValue[]): Promise<T[]> {
    return this.statement(sql).all(...params.map(bindSqlite)) as T[];
  }

  async run(sql: string, ...params: SqlValue[]): Promise<number> {
    return this.statement(sql).run(...params.map(bindSqlite)).changes;
  }

  /** Runs `work` as one IMMEDIATE transaction, holding the connection until it commits or rolls back. */
  async transaction<T>(work: (sql: Sql) => Promise<T>): Promise<T> {
    await this.hold.take('sql');
    try {
      this.begin.run();
      try {
        const result = await work(this);
        this.commit.run();
        return result;
      } catch (error) {
        if (this.sqlite.inTransaction) this.rollback.run();
        throw error;
      }
    } finally {
      this.hold.give();
    }
  }
}

function waitingOutside(sql: Sql, hold: ConnectionHold): Sql {
  return {
    one: (text, ...params) =>
      hold.closed ? hold.whenOpen().then(() => sql.one(text, ...params)) : sql.one(text, ...params),
    all: (text, ...params) =>
      hold.closed ? hold.whenOpen().then(() => sql.all(text, ...params)) : sql.all(text, ...params),
    run: (text, ...params) =>
      hold.closed ? hold.whenOpen().then(() => sql.run(text, ...params)) : sql.run(text, ...params),
  };
}

/** PostgreSQL: the statements go through the client or the transaction client Prisma handed out. */
class PostgresSql implements Sql {
  constructor(private readonly client: RawClient) {}

  async one<T>(sql: string, ...params: SqlValue[]): Promise<T | undefined> {
    return (await this.all<T>(sql, ...params))[0];
  }

  async all<T>(sql: string, ...params: SqlValue[]): Promise<T[]> {
    return pgRows(await this.client.$queryRawUnsafe(pgSql(sql), ...params)) as T[];
  }

  async run(sql: string, ...params: SqlValue[]): Promise<number> {
    return this.client.$executeRawUnsafe(pgSql(sql), ...params);
  }

  /** lockKey: a transaction-scoped advisory lock on the key's 64-bit hash */
  async lock(key: string): Promise<void> {
    await this.client.$executeRawUnsafe('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', key);
  }
}

/**
 * Queues the transactions that name the same key, each waiting until the one before ends: for a rule
 * that counts rows and then adds one (a daily limit, one claim per ticket), which READ COMMITTED lets
 * two transactions pass together. On PostgreSQL an advisory lock held to the end of the caller's
 * transaction (take it first, before any row lock, so no two wait on each other); on SQLite nothing,
 * as one write transaction runs at a time already. Outside a transaction it guards nothing.
 */
export async function lockKey(sql: Sql, key: string): Promise<void> {
  if (sql instanceof PostgresSql) await sql.lock(key);
}

const sqliteRunners = new WeakMap<Database, SqliteSql>();

function sqliteRunner(sqlite: Database): SqliteSql {
  let runner = sqliteRunners.get(sqlite);
  if (!runner) {
    runner = new SqliteSql(sqlite);
    sqliteRunners.set(sqlite, runner);
  }
  return runner;
}

const postgresRunners = new WeakMap<object, PostgresSql>();

function postgresRunner(client: RawClient): PostgresSql {
  let runner = postgresRunners.get(client);
  if (!runner) {
    runner = new PostgresSql(client);
    postgresRunners.set(client, runner);
  }
  return runner;
}

/** Statements inside the caller's Prisma transaction (same connection, so the same transaction). */
export function sqlIn(tx: Tx): Sql {
  if (isPostgresClient(tx)) return postgresRunner(tx);
  const sqlite = registeredConnection(tx);
  if (!sqlite) throw new Error('plain SQL needs a connected client made by createDb');
  return sqliteRunner(sqlite);
}

// PostgreSQL: a transaction waits for a pooled connection under load (Prisma's default is 2 s)
const POSTGRES_TRANSACTION = { maxWait: 10_000, timeout: 20_000 };

/**
 * One transaction of plain SQL. On SQLite nothing else runs on the connection until it ends. On
 * PostgreSQL transactions run side by side: two that race with one new key (a replayed request) meet
 * at the unique index, and the loser runs once more, finding the winner's row as a replay would; a
 * deadlock the server broke is run once more too.
 */
export async function sqlTransaction<T>(db: Db, work: (sql: Sql) => Promise<T>): Promise<T> {
  if (!isPostgresClient(db)) return sqliteRunner(await connectionOf(db)).transaction(work);
  const once = () => db.$transaction((tx) => work(new PostgresSql(tx as RawClient)), POSTGRES_TRANSACTION);
  try {
    return await once();
  } catch (error) {
    if (!isDuplicate(error) && !isDeadlock(error)) throw error;
    return once();
  }
}

/** Plain-SQL statements outside any transaction (each its own). */
export async function sqlOf(db: Db): Promise<Sql> {
  if (isPostgresClient(db)) return postgresRunner(db);
  return sqliteRunner(await connectionOf(db)).outside;
}

/** The driver's error inside Prisma's P2010 (a raw statement PostgreSQL refused). */
const driverCause = (error: unknown) =>
  (error as { meta?: { driverAdapterError?: { cause?: { kind?: string; originalCode?: string } } } }).meta
    ?.driverAdapterError?.cause;

/** A unique or primary key was violated (two requests raced with one new key). */
export const isDuplicate = (error: unknown) => {
  if (/^SQLITE_CONSTRAINT_(UNIQUE|PRIMARYKEY)$/.test((error as { code?: string }).code ?? '')) return true;
  const cause = driverCause(error);
  return cause?.kind === 'UniqueConstraintViolation' || cause?.originalCode === '23505';
};

/** PostgreSQL broke a deadlock (40P01) or a serialization conflict (40001, P2034) by failing this transaction. */
const isDeadlock = (error: unknown) =>
  (error as { code?: string }).code === 'P2034' ||
  ['40P01', '40001'].includes(driverCause(error)?.originalCode ?? '');
