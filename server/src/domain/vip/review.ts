// The monthly review: once a month has ended, each member with a standing is reviewed for it, and
// a month's turnover below the rank's keep need drops the member one rank. A review is claimed by
// moving the standing's `reviewedThrough` from the month before to the month (a guarded update), so
// every member's month is reviewed exactly once; after a clock jump each missed month is reviewed
// in turn.
import type { Tx } from '../../db/client.ts';
import { sqlOf } from '../../db/sql.ts';
import type { VipDeps } from './promotion.ts';
import { anyStandingBehind } from './queries.ts';
import { moveRank } from './rank-changes.ts';
import { ruleOf, vipRules } from './rules.ts';
import { monthKey, monthWindow, nextMonth, previousMonth, turnoverMinor } from './turnover.ts';

async function reviewMonth(tx: Tx, memberId: number, month: string, now: Date): Promise<boolean> {
  const claimed = await tx.vipStanding.updateMany({
    where: { memberId, reviewedThrough: previousMonth(month) },
    data: { reviewedThrough: month },
  });
  if (claimed.count === 0) return false;
  const member = await tx.member.findUnique({
    where: { id: memberId },
    select: { merchantCode: true, vipLevel: true },
  });
  if (!member || member.vipLevel === 0) return true;
  const rule = ruleOf(await vipRules(tx, member.merchantCode), member.vipLevel);
  if ((await turnoverMinor(tx, memberId, monthWindow(month))) >= rule.keepMinor) return true;
  const move = {
    merchantCode: member.merchantCode,
    memberId,
    fromLevel: member.vipLevel,
    toLevel: member.vipLevel - 1,
    reason: 'DEMOTION' as const,
    month,
  };
  await moveRank(tx, move, now);
  return true;
}

/** The timer's cheap look before the reviews: is any standing not reviewed through the last ended month? */
export async function monthsAreDue(deps: VipDeps): Promise<boolean> {
  const lastEnded = previousMonth(monthKey(deps.clock.now()));
  return anyStandingBehind(sqlOf(deps.db), lastEnded);
}

/** Reviews every ended month not reviewed yet; answers the reviews done. */
export async function reviewDueMonths(deps: VipDeps): Promise<number> {
  const now = deps.clock.now();
  const lastEnded = previousMonth(monthKey(now));
  const due = await deps.db.vipStanding.findMany({
    where: { reviewedThrough: { lt: lastEnded } },
    select: { memberId: true, reviewedThrough: true },
  });
  let reviewed = 0;
  for (const standing of due) {
    for (let month = nextMonth(standing.reviewedThrough); month <= lastEnded; month = nextMonth(month)) {
      const done = await deps.db.$transaction((tx) => reviewMonth(tx, standing.memberId, month, now));
      if (!done) break;
      reviewed += 1;
    }
  }
  return reviewed;
}
