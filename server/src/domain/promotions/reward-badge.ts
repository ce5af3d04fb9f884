// The rewards badge (availablePromo/availablePromoCount of every balance poll), remembered per member.
// Working it out reads the member's deposits, bets, participations and tickets and judges every
// promotion, and the site polls it every few seconds while nothing changes. So an answer is kept while
// the database's change mark stays put (db/sql.ts: no write through this process, no commit by
// another) and the clock stays between the moments that could turn it (a promotion starting or ending,
// a new UTC day for daily rewards); otherwise it is worked out again. Any process, any writer: nothing
// needs to tell this cache.
import type { RewardSummary } from '@sim/shared/relay/promofe';
import type { Db } from '../../db/client.ts';
import { changeMark } from '../../db/sql.ts';
import type { Promotion } from '../../generated/prisma/client.ts';

const DAY_MS = 86_400_000;
/** members remembered per database before the oldest are dropped */
const MEMBERS_KEPT = 10_000;

/** A badge as worked out, with the span of the clock it holds for. */
export interface Badge {
  summary: RewardSummary;
  /** the last moment at or before the reckoning at which a promotion or the day turned */
  from: number;
  /** the next such moment after it */
  until: number;
}

interface Kept extends Badge {
  mark: string;
}

const kept = new WeakMap<Db, Map<string, Kept>>();

/** The moments around `now` between which no promotion opens or closes and the UTC day stays the same. */
export function quietSpan(
  promotions: readonly Pick<Promotion, 'startsAt' | 'endsAt'>[],
  now: Date,
): { from: number; until: number } {
  const at = now.getTime();
  let from = Math.floor(at / DAY_MS) * DAY_MS;
  let until = from + DAY_MS;
  for (const promotion of promotions)
    for (const edge of [promotion.startsAt.getTime(), promotion.endsAt?.getTime()]) {
      if (edge === undefined) continue;
      if (edge <= at) from = Math.max(from, edge);
      else until = Math.min(until, edge);
    }
  return { from, until };
}

/** The member's badge as last worked out if nothing it rests on changed since, else `work()`'s. */
export async function rememberedBadge(
  db: Db,
  key: { merchantCode: string; memberId: number },
  now: Date,
  work: () => Promise<Badge>,
): Promise<RewardSummary> {
  // the mark before the reckoning: a write during it moves the next mark, so it is reckoned again
  const mark = await changeMark(db);
  let members = kept.get(db);
  if (!members) {
    members = new Map();
    kept.set(db, members);
  }
  const name = `${key.merchantCode}/${key.memberId}`;
  const at = now.getTime();
  const known = members.get(name);
  if (known && mark !== null && known.mark === mark && at >= known.from && at < known.until)
    return known.summary;
  const badge = await work();
  if (mark !== null) {
    members.delete(name);
    if (members.size >= MEMBERS_KEPT) members.delete(members.keys().next().value as string);
    members.set(name, { ...badge, mark });
  }
  return badge.summary;
}
