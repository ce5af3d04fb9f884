// A merchant's promotions, kept in memory between calls: the balance poll counts the promotions a member
// can act on, every call. Kept right by a fingerprint (queries.ts: how many rows, the newest id and
// change; any create, update or delete through Prisma changes it, in any process), read only when the
// database's change mark moved (db/sql.ts: any write through this connection, any commit by another process),
// and forgotten at once by this process's own writes (operator.ts), which may land within the
// millisecond of the last change.
import type { Db } from '../../db/client.ts';
import { changeMark, sqlOf } from '../../db/sql.ts';
import type { Promotion } from '../../generated/prisma/client.ts';
import { promotionsFingerprint } from './queries.ts';

interface Cached {
  fingerprint: string;
  /** the change mark under which the fingerprint was last read (null: check the fingerprint next time) */
  mark: string | null;
  rows: Promotion[];
}

const cache = new WeakMap<Db, Map<string, Cached>>();

/** After a write to the merchant's promotions (once it is committed). */
export function forgetPromotions(db: Db, merchantCode: string): void {
  cache.get(db)?.delete(merchantCode);
}

/** Every promotion of the merchant in display order (sortOrder, id); callers filter and re-sort copies. */
export async function merchantPromotions(db: Db, merchantCode: string): Promise<readonly Promotion[]> {
  let merchants = cache.get(db);
  if (!merchants) {
    merchants = new Map();
    cache.set(db, merchants);
  }
  // the mark before the fingerprint: a write in between moves the next mark, so it is checked again
  const mark = await changeMark(db);
  const cached = merchants.get(merchantCode);
  if (cached && mark !== null && cached.mark === mark) return cached.rows;
  const fingerprint = await promotionsFingerprint(sqlOf(db), merchantCode);
  if (cached?.fingerprint === fingerprint) {
    cached.mark = mark;
    return cached.rows;
  }
  // read after the fingerprint: a write in between changes the next fingerprint, so it is read again
  const rows = await db.promotion.findMany({
    where: { merchantCode },
    orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
  });
  merchants.set(merchantCode, { fingerprint, mark, rows });
  return rows;
}
