// What the back office reads of cashback: the claims members made, newest first.
import type { AdminRebateClaim } from '@sim/shared/admin/rebate';
import type { Db } from '../../db/client.ts';
import { toWireClaim } from './claims.ts';

export async function listRebateClaims(
  db: Db,
  filter: { merchantCode: string; memberId?: number; limit: number },
): Promise<AdminRebateClaim[]> {
  const claims = await db.rebateClaim.findMany({
    where: { merchantCode: filter.merchantCode, memberId: filter.memberId },
    include: { member: { select: { username: true } } },
    orderBy: [{ claimedAt: 'desc' }, { createdAt: 'desc' }],
    take: filter.limit,
  });
  return claims.map((claim) => ({ ...toWireClaim(claim), username: claim.member.username }));
}
