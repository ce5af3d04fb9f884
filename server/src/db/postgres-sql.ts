// What plain SQL (sql.ts) needs to run on PostgreSQL through Prisma's raw queries: the
// `?` placeholders numbered, values bound as PostgreSQL expects them, rows read back as the SQLite
// runner returns them where the callers could not tell otherwise (a numeric sum as a string).

/** A Prisma client or transaction client: both run raw statements. */
export interface RawClient {
  $queryRawUnsafe(sql: string, ...params: unknown[]): Promise<unknown>;
  $executeRawUnsafe(sql: string, ...params: unknown[]): Promise<number>;
}

const numbered = new Map<string, string>();

/** `?` placeholders as `$1`, `$2`, …, outside quoted strings and identifiers. */
export function pgSql(sql: string): string {
  let text = numbered.get(sql);
  if (text === undefined) {
    let n = 0;
    let quote: string | null = null;
    text = '';
    for (const char of sql) {
      if (quote) {
        if (char === quote) quote = null;
      } else if (char === "'" || char === '"') {
        quote = char;
      } else if (char === '?') {
        text += `$${++n}`;
        continue;
      }
      text += char;
    }
    numbered.set(sql, text);
  }
  return text;
}

const isDecimal = (value: object) =>
  typeof (value as { toFixed?: unknown }).toFixed === 'function' &&
  typeof (value as { isInteger?: unknown }).isInteger === 'function';

/** Rows with numeric values (a SUM of a BigInt column: Prisma's Decimal) as strings, which toBigInt reads. */
export function pgRows(rows: unknown): Record<string, unknown>[] {
  const list = rows as Record<string, unknown>[];
  for (const row of list) {
    for (const key in row) {
      const value = row[key];
      if (value !== null && typeof value === 'object' && isDecimal(value)) row[key] = String(value);
    }
  }
  return list;
}
