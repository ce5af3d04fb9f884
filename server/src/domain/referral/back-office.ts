// What the back office reads of referral: every invitee with its referrer and reward, newest first.
import type { AdminReferral } from '@sim/shared/admin/referral';
import { toMajor } from '@sim/shared/money';
import type { Db } from '../../db/client.ts';

export async function listReferrals(
  db: Db,
  filter: { merchantCode: string; referrerId?: number; limit: number },
): Promise<AdminReferral[]> {
  const invitees = await db.member.findMany({
    where: { merchantCode: filter.merchantCode, referrerId: filter.referrerId ?? { not: null } },
    orderBy: [{ registeredAt: 'desc' }, { id: 'desc' }],
    take: filter.limit,
    select: { id: true, username: true, registeredAt: true, referrerId: true },
  });
  const ids = invitees.map((i) => i.id);
  const referrerIds = [...new Set(invitees.map((i) => i.referrerId ?? 0))];
  const [rewards, referrers] = await Promise.all([
    db.referralReward.findMany({ where: { inviteeId: { in: ids } } }),
    db.member.findMany({ where: { id: { in: referrerIds } }, select: { id: true, username: true } }),
  ]);
  const rewardOf = new Map(rewards.map((r) => [r.inviteeId, r]));
  const nameOf = new Map(referrers.map((r) => [r.id, r.username]));
  return invitees.map((invitee) => {
    const reward = rewardOf.get(invitee.id);
    return {
      invitee: invitee.username,
      referrer: nameOf.get(invitee.referrerId ?? 0) ?? '',
      registeredAt: invitee.registeredAt.getTime(),
      status: reward ? 'REWARDED' : 'PENDING',
      reward: reward ? toMajor(reward.amountMinor) : 0,
      reason: reward?.reason ?? null,
      referenceNo: reward?.referenceNo ?? null,
      rewardedAt: reward ? reward.rewardedAt.getTime() : null,
    };
  });
}
