// Moving a member's rank: a guarded update of Member.vipLevel (from the level read, so two runs cannot
// both move it), the change recorded, and the member's monthly-review standing opened on the first
// change (seeded ranks have none and are held as given), and on a promotion the bonus of every rank
// reached, each paid once per member and rank (the order's requestId `vip-bonus/<level>`).
import type { Tx } from '../../db/client.ts';
import { bookCredit } from '../cashier/adjustments.ts';
import type { VipRule } from './rules.ts';
import { monthKey, previousMonth } from './turnover.ts';

export type RankChangeReason = 'PROMOTION' | 'DEMOTION' | 'ADMIN';

export interface RankMove {
  merchantCode: string;
  memberId: number;
  fromLevel: number;
  toLevel: number;
  reason: RankChangeReason;
  /** the reviewed month of a demotion */
  month?: string;
}

/** Moves the rank if it is still `fromLevel`; false when someone else moved it first. */
export async function moveRank(tx: Tx, move: RankMove, now: Date): Promise<boolean> {
  const { count } = await tx.member.updateMany({
    where: { id: move.memberId, vipLevel: move.fromLevel },
    data: { vipLevel: move.toLevel },
  });
  if (count === 0) return false;
  await tx.vipRankChange.create({
    data: {
      merchantCode: move.merchantCode,
      memberId: move.memberId,
      fromLevel: move.fromLevel,
      toLevel: move.toLevel,
      reason: move.reason,
      month: move.month ?? null,
      changedAt: now,
    },
  });
  // the month of the change is the first one reviewed
  await tx.vipStanding.upsert({
    where: { memberId: move.memberId },
    create: {
      memberId: move.memberId,
      merchantCode: move.merchantCode,
      reviewedThrough: previousMonth(monthKey(now)),
    },
    update: {},
  });
  return true;
}

export const bonusRequestId = (level: number) => `vip-bonus/${level}`;

/** The promotion bonus of a rank, unless this member was ever paid it. */
export async function payRankBonus(tx: Tx, merchantCode: string, memberId: number, rule: VipRule, now: Date) {
  if (rule.bonusMinor <= 0n) return false;
  const requestId = bonusRequestId(rule.level);
  const paid = await tx.moneyOrder.findUnique({ where: { memberId_requestId: { memberId, requestId } } });
  if (paid) return false;
  await bookCredit(
    tx,
    'BONUS',
    {
      merchantCode,
      memberId,
      amountMinor: rule.bonusMinor,
      reason: `VIP bonus: ${rule.labelName}`,
      requestId,
    },
    now,
  );
  return true;
}
