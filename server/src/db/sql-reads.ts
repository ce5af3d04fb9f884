// Hot-path reads in plain SQL on Prisma's own connection: a token call cannot afford Prisma's query layer
// (about a millisecond of CPU per query), a prepared statement costs microseconds. Only reads, and only
// where a profile showed the cost; Prisma owns the schema, the migrations and every write.
// The SQL is portable (no SQLite-only functions); what is driver-specific — the better-sqlite3 handle,
// `?` placeholders, how a DateTime is stored — lives in db/. On PostgreSQL the reads go through the
// client's raw queries (postgres-sql.ts).
import type { Database, Statement } from 'better-sqlite3';
import { connectionOf, type Db } from './client.ts';
import { holdOf } from './connection-registry.ts';
import { isPostgresClient, pgRows, pgSql } from './postgres-sql.ts';

export type SqlValue = string | number | bigint | boolean | Date | null;
export type SqlRow = Record<string, unknown>;

const statements = new WeakMap<Database, Map<string, Statement>>();

function prepared(connection: Database, sql: string): Statement {
  let cache = statements.get(connection);
  if (!cache) {
    cache = new Map();
    statements.set(connection, cache);
  }
  let statement = cache.get(sql);
  if (!statement) {
    statement = connection.prepare(sql);
    cache.set(sql, statement);
  }
  return statement;
}

/** Each client's connection once known: the hot path reads it without a round through connectionOf. */
const connections = new WeakMap<Db, Database>();

/**
 * Runs `read` on the client's connection: at once while it is open and no plain-SQL transaction holds
 * it (sql.ts), else once it is (re)connected or given back.
 */
function onConnection<T>(db: Db, read: (connection: Database) => T): Promise<T> {
  const known = connections.get(db);
  if (known?.open) {
    const hold = holdOf(known);
    if (hold.closed) return hold.whenOpen().then(() => onConnection(db, read));
    try {
      return Promise.resolve(read(known));
    } catch (error) {
      return Promise.reject(error);
    }
  }
  return connectionOf(db).then((connection) => {
    connections.set(db, connection);
    return onConnection(db, read);
  });
}

/** Every row of a read (integers come back as bigint, as Prisma's adapter sets the connection). */
export function sqlAll<Row extends SqlRow>(db: Db, sql: string, params: SqlValue[]): Promise<Row[]> {
  if (isPostgresClient(db)) return db.$queryRawUnsafe(pgSql(sql), ...params).then(pgRows) as Promise<Row[]>;
  return onConnection(db, (connection) => prepared(connection, sql).all(...params.map(bindSqlite)) as Row[]);
}

/** The first row of a read, or undefined. */
export function sqlGet<Row extends SqlRow>(
  db: Db,
  sql: string,
  params: SqlValue[],
): Promise<Row | undefined> {
  if (isPostgresClient(db)) return sqlAll<Row>(db, sql, params).then((rows) => rows[0]);
  return onConnection(
    db,
    (connection) => prepared(connection, sql).get(...params.map(bindSqlite)) as Row | undefined,
  );
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
 * has not committed: nothing to remember) or on PostgreSQL, which has no such counter per database
 * (caches there read their fingerprint every time).
 */
export function changeMark(db: Db): Promise<string | null> {
  if (isPostgresClient(db)) return Promise.resolve(null);
  return onConnection(db, (connection) => {
    if (connection.inTransaction) return null;
    let number = connectionNumbers.get(connection);
    if (number === undefined) {
      number = ++connectionsSeen;
      connectionNumbers.set(connection, number);
    }
    const row = prepared(connection, CHANGES_SQL).get() as { changes: unknown; version: unknown };
    return `${number}/${row.changes}/${row.version}`;
  });
}

const LOCAL_CHANGES_SQL = 'SELECT total_changes() AS "changes"';

/**
 * Rows written through this client's own SQLite connection so far (half a microsecond: no read of the
 * database file, where changeMark's data_version costs about ten); null on PostgreSQL, or before the
 * connection is known.
 */
export function localChanges(db: Db): number | null {
  const connection = connections.get(db);
  if (!connection?.open) return null;
  return Number((prepared(connection, LOCAL_CHANGES_SQL).get() as { changes: unknown }).changes);
}

/** A DateTime parameter as Prisma's SQLite adapter stores it (ISO 8601 with +00:00), so text order is time order. */
export const sqlTime = (date: Date): string => date.toISOString().replace('Z', '+00:00');

/** A parameter as SQLite takes it: booleans as 0/1, dates as Prisma stores them. */
export const bindSqlite = (value: SqlValue) =>
  typeof value === 'boolean' ? (value ? 1 : 0) : value instanceof Date ? sqlTime(value) : value;

/** A DateTime column as read back: ISO text from SQLite, a Date from PostgreSQL. */
export const fromSqlTime = (value: unknown): Date =>
  value instanceof Date ? new Date(value.getTime()) : new Date(String(value));

/** A Json column as read back: text from SQLite, already parsed from PostgreSQL. */
export const fromSqlJson = <T = unknown>(value: unknown): T =>
  (typeof value === 'string' ? JSON.parse(value) : value) as T;

/** An integer column (bigint from the connection) as a number: ids, counts, levels. */
export const toInt = (value: unknown): number => Number(value ?? 0);

/**
 * A money column or a sum of one, exactly: a bigint from SQLite, a numeric string (plain SQL on
 * PostgreSQL) or Prisma's Decimal (its raw queries on PostgreSQL: a sum of a BigInt column is numeric).
 */
export const toBigInt = (value: unknown): bigint =>
  value === null || value === undefined
    ? 0n
    : typeof value === 'object'
      ? BigInt(String(value))
      : BigInt(value as bigint | number | string);

/** A boolean column (SQLite stores 0/1, PostgreSQL answers a boolean). */
export const toBool = (value: unknown): boolean => value === true || Number(value) === 1;
