// The turnover locks' hot read in plain SQL (db/sql.ts): every withdrawal and transfer asks whether the
// member has an open lock, and almost none has. Nothing here writes; WalletLock is written by Prisma
// alone (turnover-locks.ts: the back office adds and lifts locks).
import type { Sql } from '../../db/sql.ts';

const NOT_LIFTED_SQL =
  'SELECT "id", "wallet" FROM "WalletLock" WHERE "memberId" = ? AND "liftedAt" IS NULL ORDER BY "id"';

/** Whether the member has a lock not lifted (met or not): one indexed read. */
export async function hasUnliftedLock(sql: Sql, memberId: number): Promise<boolean> {
  return (await sql.all(NOT_LIFTED_SQL, memberId)).length > 0;
}
