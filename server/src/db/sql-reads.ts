// Hot-path reads in plain SQL on Prisma's own connection: a token call cannot afford Prisma's query layer
// (about a millisecond of CPU per query), a prepared statement costs microseconds. Only reads, and only
// where a profile showed the cost; Prisma owns the schema, the migrations and every write.
// The SQL is portable (no SQLite-only functions); what is driver-specific — the better-sqlite3 handle,
// `?` placeholders, how a DateTime is stored — lives in this file alone.
import type { Database, Statement } from 'better-sqlite3';
import { connectionOf, type Db } from './client.ts';

export type SqlValue = string | number | bigint | null;
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

/** Runs `read` on the client's connection: at once while it is open, else once it is (re)connected. */
function onConnection<T>(db: Db, read: (connection: Database) => T): Promise<T> {
  const known = connections.get(db);
  if (known?.open) {
    try {
      return Promise.resolve(read(known));
    } catch (error) {
      return Promise.reject(error);
    }
  }
  return connectionOf(db).then((connection) => {
    connections.set(db, connection);
    return read(connection);
  });
}

/** Every row of a read (integers come back as bigint, as Prisma's adapter sets the connection). */
export function sqlAll<Row extends SqlRow>(db: Db, sql: string, params: SqlValue[]): Promise<Row[]> {
  return onConnection(db, (connection) => prepared(connection, sql).all(...params) as Row[]);
}

/** The first row of a read, or undefined. */
export function sqlGet<Row extends SqlRow>(
  db: Db,
  sql: string,
  params: SqlValue[],
): Promise<Row | undefined> {
  return onConnection(db, (connection) => prepared(connection, sql).get(...params) as Row | undefined);
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
 * has not committed: nothing to remember) or on a driver without such counters.
 */
export function changeMark(db: Db): Promise<string | null> {
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

/** A DateTime parameter as Prisma's SQLite adapter stores it (ISO 8601 with +00:00), so text order is time order. */
export const sqlTime = (date: Date): string => date.toISOString().replace('Z', '+00:00');

/** A DateTime column as read back. */
export const fromSqlTime = (value: unknown): Date => new Date(String(value));

/** An integer column (bigint from the connection) as a number: ids, counts, levels. */
export const toInt = (value: unknown): number => Number(value ?? 0);

/** A money column or a sum of one, exactly (bigint here, a numeric string on other drivers). */
export const toBigInt = (value: unknown): bigint =>
  value === null || value === undefined ? 0n : BigInt(value as bigint | number | string);

/** A boolean column (SQLite stores 0/1). */
export const toBool = (value: unknown): boolean => value === true || Number(value) === 1;
