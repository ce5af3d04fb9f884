// Plain SQL on the app's own connection, the one way the code runs SQL beside Prisma's query API: one
// interface (`Sql`: one, all, run) whether the statements run outside any transaction (`sqlOf`), inside
// the caller's Prisma transaction (`sqlIn`) or as a plain-SQL transaction (`sqlTransaction`); one
// prepared-statement cache per SQLite connection. It serves the hot paths where Prisma's per-query
// cost (it compiles every query anew, about a millisecond of CPU) is the bill: the token reads, the
// money movements, the reports. Prisma owns the schema and the migrations; rows are written by both,
// each area's queries file says which of its writes are plain SQL.
// The SQL is portable between SQLite and PostgreSQL: double-quoted identifiers, `?` placeholders
// (numbered `$1…` for PostgreSQL), RETURNING, ON CONFLICT, COALESCE, CASE instead of two-argument
// MAX/MIN, no date functions. Values in and out: sql-values.ts.
import type { Database, Statement } from 'better-sqlite3';
import { connectionOf, type Db, type Tx } from './client.ts';
import { type ConnectionHold, holdOf, registeredConnection } from './connection-registry.ts';
import { pgRows, pgSql, type RawClient } from './postgres-sql.ts';
import { isPostgresClient } from './prisma-internals.ts';
import { bindSqlite, type SqlRow, type SqlValue } from './sql-values.ts';

export type { SqlRow, SqlValue };

/** Statements of one transaction (or, from sqlOf, of none): each awaited before the next. */
export interface Sql {
  one<T = SqlRow>(sql: string, ...params: SqlValue[]): Promise<T | undefined>;
  all<T = SqlRow>(sql: string, ...params: SqlValue[]): Promise<T[]>;
  /** the number of rows changed */
  run(sql: string, ...params: SqlValue[]): Promise<number>;
}

/** One statement and its parameters, for a caller that runs a list of them in its own transaction. */
export interface SqlStatement {
  sql: string;
  params: SqlValue[];
}

/** Prisma fills createdAt and updatedAt from the wall clock; plain SQL does the same. */
export const stampNow = () => new Date();

/** Statements that set the connection up. SQLite counts them read-only, yet inside a transaction ATTACH
 *  and DETACH are refused and a PRAGMA such as foreign_keys, which SQLite applies as it compiles the
 *  statement, does nothing: each is prepared afresh once the turn's read transaction has ended. */
const SETS_UP_CONNECTION = /^\s*(?:PRAGMA\s+\w+\s*=|ATTACH\b|DETACH\b)/i;

/** SQLite: prepared statements run at once on Prisma's connection (better-sqlite3 is synchronous). */
class SqliteSql implements Sql {
  private readonly statements = new Map<string, Statement>();
  /** the prepared statements that may share the turn's read transaction */
  private readonly turnReads = new WeakSet<Statement>();
  readonly hold: ConnectionHold;

  constructor(readonly sqlite: Database) {
    this.hold = holdOf(sqlite);
  }

  private totalChangesStatement: Statement | null = null;

  /** Rows written through this connection so far: one plucked number, no row object to build. */
  totalChanges(): number {
    this.totalChangesStatement ??= this.sqlite.prepare('SELECT total_changes()').pluck();
    return Number(this.totalChangesStatement.get());
  }

  statement(sql: string): Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      if (SETS_UP_CONNECTION.test(sql)) {
        this.hold.endTurnRead();
        return this.sqlite.prepare(sql);
      }
      statement = this.sqlite.prepare(sql);
      this.statements.set(sql, statement);
      if (statement.readonly) this.turnReads.add(statement);
    }
    return statement;
  }

  /** The statement, about to run: a read joins this turn's read transaction, anything that writes
   *  ends it first (connection-registry.ts; inside a transaction neither does anything). */
  prepared(sql: string): Statement {
    const statement = this.statement(sql);
    if (this.turnReads.has(statement)) this.hold.beginTurnRead();
    else this.hold.endTurnRead();
    return statement;
  }

  async one<T = SqlRow>(sql: string, ...params: SqlValue[]): Promise<T | undefined> {
    return this.prepared(sql).get(...params.map(bindSqlite)) as T | undefined;
  }

  async all<T = SqlRow>(sql: string, ...params: SqlValue[]): Promise<T[]> {
    return this.prepared(sql).all(...params.map(bindSqlite)) as T[];
  }

  async run(sql: string, ...params: SqlValue[]): Promise<number> {
    return this.prepared(sql).run(...params.map(bindSqlite)).changes;
  }

  /** Runs `work` as one IMMEDIATE transaction, holding the connection until it commits or rolls back. */
  async transaction<T>(work: (sql: Sql) => Promise<T>): Promise<T> {
    await this.hold.take('sql');
    try {
      this.statement('BEGIN IMMEDIATE').run();
      try {
        const result = await work(this);
        this.statement('COMMIT').run();
        return result;
      } catch (error) {
        if (this.sqlite.inTransaction) this.statement('ROLLBACK').run();
        throw error;
      }
    } finally {
      this.hold.give();
    }
  }
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

/**
 * SQLite statements outside any transaction: run at once on the client's open connection while no
 * plain-SQL transaction holds it, else once it is (re)connected or given back. A refused statement
 * rejects, never throws.
 */
class SqliteOutside implements Sql {
  private runner: SqliteSql | undefined;

  constructor(private readonly db: Db) {}

  /** The runner of the open connection, if known (a reset or restore closes it; a reconnect opens another). */
  openRunner(): SqliteSql | undefined {
    return this.runner?.sqlite.open ? this.runner : undefined;
  }

  whenFree<T>(use: (runner: SqliteSql) => T): Promise<T> {
    const runner = this.openRunner();
    if (!runner)
      return connectionOf(this.db).then((sqlite) => {
        this.runner = sqliteRunner(sqlite);
        return this.whenFree(use);
      });
    if (runner.hold.closed) return runner.hold.whenOpen().then(() => this.whenFree(use));
    try {
      return Promise.resolve(use(runner));
    } catch (error) {
      return Promise.reject(error);
    }
  }

  one<T = SqlRow>(sql: string, ...params: SqlValue[]): Promise<T | undefined> {
    return this.whenFree((runner) => runner.prepared(sql).get(...params.map(bindSqlite)) as T | undefined);
  }

  all<T = SqlRow>(sql: string, ...params: SqlValue[]): Promise<T[]> {
    return this.whenFree((runner) => runner.prepared(sql).all(...params.map(bindSqlite)) as T[]);
  }

  run(sql: string, ...params: SqlValue[]): Promise<number> {
    return this.whenFree((runner) => runner.prepared(sql).run(...params.map(bindSqlite)).changes);
  }
}

/** PostgreSQL: the statements go through the client or the transaction client Prisma handed out. */
class PostgresSql implements Sql {
  constructor(private readonly client: RawClient) {}

  async one<T = SqlRow>(sql: string, ...params: SqlValue[]): Promise<T | undefined> {
    return (await this.all<T>(sql, ...params))[0];
  }

  async all<T = SqlRow>(sql: string, ...params: SqlValue[]): Promise<T[]> {
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

const postgresRunners = new WeakMap<object, PostgresSql>();

function postgresRunner(client: RawClient): PostgresSql {
  let runner = postgresRunners.get(client);
  if (!runner) {
    runner = new PostgresSql(client);
    postgresRunners.set(client, runner);
  }
  return runner;
}

const outsideRunners = new WeakMap<Db, SqliteOutside>();

function sqliteOutside(db: Db): SqliteOutside {
  let runner = outsideRunners.get(db);
  if (!runner) {
    runner = new SqliteOutside(db);
    outsideRunners.set(db, runner);
  }
  return runner;
}

/** Plain-SQL statements outside any transaction (each its own). */
export function sqlOf(db: Db): Sql {
  return isPostgresClient(db) ? postgresRunner(db) : sqliteOutside(db);
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

/** Each connection's number: a mark from one connection never matches a mark from the next. */
const connectionNumbers = new WeakMap<Database, number>();
let connectionsSeen = 0;

/** SQLite's change counters: rows this connection changed, and commits other connections made. */
const CHANGES_SQL =
  'SELECT total_changes() AS "changes", "data_version" AS "version" FROM pragma_data_version';

/**
 * A mark that moves whenever the database may have changed since it was last read: any row written
 * through this connection (Prisma's and plain SQL alike, committed or not) or any commit by another
 * process. A cache checks it first (a few microseconds, no table read) and reads its own fingerprint
 * only when it moved. Null while a transaction is open on the connection (its reads may see what it
 * has not committed: nothing to remember; this turn's shared read transaction aside, which writes nothing)
 * or on PostgreSQL, which has no such counter per database
 * (caches there read their fingerprint every time).
 */
export function changeMark(db: Db): Promise<string | null> {
  if (isPostgresClient(db)) return Promise.resolve(null);
  return sqliteOutside(db).whenFree((runner) => {
    const connection = runner.sqlite;
    if (connection.inTransaction && !runner.hold.inTurnRead) return null;
    let number = connectionNumbers.get(connection);
    if (number === undefined) {
      number = ++connectionsSeen;
      connectionNumbers.set(connection, number);
    }
    const row = runner.prepared(CHANGES_SQL).get() as { changes: unknown; version: unknown };
    return `${number}/${row.changes}/${row.version}`;
  });
}

/**
 * Rows written through this client's own SQLite connection so far (half a microsecond: no read of the
 * database file, where changeMark's data_version costs about ten); null on PostgreSQL, or before the
 * connection is known.
 */
export function localChanges(db: Db): number | null {
  if (isPostgresClient(db)) return null;
  const runner = sqliteOutside(db).openRunner();
  if (!runner) return null;
  return runner.totalChanges();
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
