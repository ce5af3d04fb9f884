// Values in and out of plain SQL (sql.ts), the same on both dialects: how a parameter is bound and how a
// column is read back. What differs (SQLite's ISO text and 0/1, PostgreSQL's Date and boolean, numeric
// sums as strings or Decimals) is absorbed here, so callers read one shape.

export type SqlValue = string | number | bigint | boolean | Date | null;
export type SqlRow = Record<string, unknown>;

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
