// The promotions' hot read in plain SQL (db/sql.ts): the balance poll checks, every call, whether the
// merchant's promotions kept in memory (promotion-rows.ts) still match the table. Nothing here writes;
// Promotion is written by Prisma alone (operator.ts, the back office).
import type { Sql } from '../../db/sql.ts';
import { fromSqlTime } from '../../db/sql-values.ts';

const FINGERPRINT_SQL = `SELECT COUNT(*) AS "rows", MAX("id") AS "newestId", MAX("updatedAt") AS "changedAt"
  FROM "Promotion" WHERE "merchantCode" = ?`;

/**
 * How many promotions the merchant has, the newest id and the newest change, as one text: any create,
 * update or delete through Prisma changes it, in any process.
 */
export async function promotionsFingerprint(sql: Sql, merchantCode: string): Promise<string> {
  const row = await sql.one(FINGERPRINT_SQL, merchantCode);
  const changedAt = row?.changedAt ? fromSqlTime(row.changedAt).getTime() : null;
  return `${row?.rows}/${row?.newestId}/${changedAt}`;
}
