// What the back office reads of the points mall: redeems with their members, and a member's points.
import type { AdminRedeem } from '@sim/shared/admin/points';
import type { PointEntryType, RedeemStatus } from '@sim/shared/relay/mcs2';
import type { Db } from '../../db/client.ts';
import { pointBalance, toWireEntry } from './record.ts';
import { toWireRedeem } from './redeems.ts';

export interface RedeemFilter {
  merchantCode: string;
  memberId?: number;
  status?: RedeemStatus;
  limit: number;
}

export async function listRedeems(db: Db, filter: RedeemFilter): Promise<AdminRedeem[]> {
  const redeems = await db.pointRedeem.findMany({
    where: { merchantCode: filter.merchantCode, memberId: filter.memberId, status: filter.status },
    include: { member: { select: { username: true } } },
    orderBy: [{ appliedAt: 'desc' }, { createdAt: 'desc' }],
    take: filter.limit,
  });
  return redeems.map((redeem) => ({ ...toWireRedeem(redeem), username: redeem.member.username }));
}

export async function memberPoints(
  db: Db,
  memberId: number,
  type: PointEntryType | undefined,
  limit: number,
) {
  const [balance, entries] = await Promise.all([
    pointBalance(db, memberId),
    db.pointEntry.findMany({
      where: { memberId, type },
      orderBy: [{ postedAt: 'desc' }, { id: 'desc' }],
      take: limit,
    }),
  ]);
  return { ...balance, entries: entries.map(toWireEntry) };
}
