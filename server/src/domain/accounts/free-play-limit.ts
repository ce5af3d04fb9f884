// How many trial accounts one client may start: a sliding window over the free-play starts of its
// address (as the gateway resolves it), kept in the database so it holds across restarts and several
// server processes, on the simulated clock (moving the clock on lifts it, as QA expects).
import type { Db } from '../../db/client.ts';
import { lockKey, sqlIn } from '../../db/sql.ts';
import { PlatformError } from '../../foundation/errors.ts';

export interface FreePlayLimit {
  /** starts allowed per address in the window; 0 turns the limit off */
  starts: number;
  windowMinutes: number;
}

export const DEFAULT_FREE_PLAY_LIMIT: FreePlayLimit = { starts: 10, windowMinutes: 60 };

/** Counts one start for `ip`, or refuses with 429 `TOO_MANY_REQUESTS` once the window is full. */
export async function claimFreePlayStart(db: Db, limit: FreePlayLimit, ip: string, now: Date) {
  if (limit.starts <= 0) return;
  const windowMs = limit.windowMinutes * 60_000;
  const since = new Date(now.getTime() - windowMs);
  // one transaction, queued behind the address's others: parallel starts cannot all see room for themselves
  await db.$transaction(async (tx) => {
    await lockKey(sqlIn(tx), `free-play/${ip}`);
    await tx.freePlayStart.deleteMany({ where: { startedAt: { lte: since } } });
    const recent = await tx.freePlayStart.findMany({
      // no upper bound: parallel starts read the clock in any order, and each must see the others
      where: { ip, startedAt: { gt: since } },
      orderBy: { startedAt: 'asc' },
      select: { startedAt: true },
      take: limit.starts,
    });
    const oldest = recent[0];
    if (oldest && recent.length >= limit.starts) {
      const seconds = Math.max(1, Math.ceil((oldest.startedAt.getTime() + windowMs - now.getTime()) / 1000));
      throw PlatformError.of('tooManyRequests', {
        message: `Too many free-play accounts from this address, please retry after ${Math.ceil(seconds / 60)} minutes`,
        retryAfterSeconds: seconds,
      });
    }
    await tx.freePlayStart.create({ data: { ip, startedAt: now } });
  });
}
