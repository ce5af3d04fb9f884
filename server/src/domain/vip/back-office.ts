// What the back office does to ranks: set a member's rank by hand (no bonus: a promotion pays those)
// and read the rank changes made, newest first.
import type { VipRankChangeRow } from '@sim/shared/admin/vip';
import type { Db } from '../../db/client.ts';
import type { VipDeps } from './promotion.ts';
import { moveRank } from './rank-changes.ts';

export async function setMemberRank(deps: VipDeps, merchantCode: string, memberId: number, level: number) {
  const now = deps.clock.now();
  return deps.db.$transaction(async (tx) => {
    const member = await tx.member.findUniqueOrThrow({ where: { id: memberId }, select: { vipLevel: true } });
    if (member.vipLevel === level) return { fromLevel: level, toLevel: level, changed: false };
    const move = {
      merchantCode,
      memberId,
      fromLevel: member.vipLevel,
      toLevel: level,
      reason: 'ADMIN' as const,
    };
    return { fromLevel: member.vipLevel, toLevel: level, changed: await moveRank(tx, move, now) };
  });
}

export async function listRankChanges(
  db: Db,
  filter: { merchantCode: string; memberId?: number; limit: number },
): Promise<VipRankChangeRow[]> {
  const changes = await db.vipRankChange.findMany({
    where: { merchantCode: filter.merchantCode, memberId: filter.memberId },
    orderBy: [{ changedAt: 'desc' }, { id: 'desc' }],
    take: filter.limit,
  });
  const members = await db.member.findMany({
    where: { id: { in: [...new Set(changes.map((c) => c.memberId))] } },
    select: { id: true, username: true },
  });
  const username = new Map(members.map((m) => [m.id, m.username]));
  return changes.map((change) => ({
    username: username.get(change.memberId) ?? `#${change.memberId}`,
    fromLevel: change.fromLevel,
    toLevel: change.toLevel,
    reason: change.reason as VipRankChangeRow['reason'],
    month: change.month,
    changedAt: change.changedAt.getTime(),
  }));
}
