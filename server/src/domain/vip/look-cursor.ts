// How far the VIP job has looked at each database's rounds (their real-time `updatedAt`): the job
// runs every second, and a month of rounds grouped every second stalled the server. Memory only: a
// restart (or a new database) looks at the whole month once, then at what changed since.
import type { Db } from '../../db/client.ts';

const lookedUntil = new WeakMap<Db, Date>();

export const lookedAtRoundsUntil = (db: Db): Date | undefined => lookedUntil.get(db);

export function markRoundsLookedAt(db: Db, until: Date): void {
  lookedUntil.set(db, until);
}

/** New rules may promote members who have not played since: the next run looks at the whole month. */
export function lookAgainAtEveryone(db: Db): void {
  lookedUntil.delete(db);
}
