// How far the VIP job has looked at the rounds (their real-time `updatedAt`), kept in the database
// (VipLookCursor): the job runs every second, and a month of rounds grouped every second stalled the
// server. A new database, or new rules, looks at the whole month once, then at what changed since;
// every server process on the database shares the one cursor.
import type { Db, Tx } from '../../db/client.ts';
import { isDuplicateKey } from '../../db/retry-on-duplicate.ts';

const CURSOR = 1;

export interface LookCursor {
  /** undefined: look at the whole month */
  roundsUntil: Date | undefined;
  generation: number | undefined;
}

export async function lookCursor(db: Db): Promise<LookCursor> {
  const row = await db.vipLookCursor.findUnique({ where: { id: CURSOR } });
  return { roundsUntil: row?.roundsUntil ?? undefined, generation: row?.generation };
}

/**
 * Moves the cursor past a finished look, unless new rules cleared it meanwhile (their generation):
 * then the next look is a whole-month one, as they asked.
 */
export async function markRoundsLookedAt(db: Db, read: LookCursor, until: Date): Promise<void> {
  if (read.generation !== undefined) {
    // forward only, and no write when the look found nothing newer: the due-work timer runs this job
    // again only after the database changed, and a write of the same value is a change
    await db.vipLookCursor.updateMany({
      where: {
        id: CURSOR,
        generation: read.generation,
        OR: [{ roundsUntil: null }, { roundsUntil: { lt: until } }],
      },
      data: { roundsUntil: until },
    });
    return;
  }
  try {
    await db.vipLookCursor.create({ data: { id: CURSOR, roundsUntil: until } });
  } catch (error) {
    // new rules wrote the row first
    if (!isDuplicateKey(error)) throw error;
  }
}

/** New rules may promote members who have not played since: the next run looks at the whole month. */
export async function lookAgainAtEveryone(tx: Tx): Promise<void> {
  await tx.vipLookCursor.upsert({
    where: { id: CURSOR },
    create: { id: CURSOR, roundsUntil: null, generation: 1 },
    update: { roundsUntil: null, generation: { increment: 1 } },
  });
}
