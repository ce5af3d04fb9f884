// Spec section 6: a member above VIP rank 4 is routed to VIP customer service.
// LIMITATIONS: reads Member.vipLevel directly; swap for the VIP area's isVipService(member) once merged.
import type { Db } from '../../db/client.ts';

export const VIP_SERVICE_ABOVE_RANK = 4;

export async function isVipService(db: Db, memberId: number): Promise<boolean> {
  const member = await db.member.findUnique({ where: { id: memberId }, select: { vipLevel: true } });
  return (member?.vipLevel ?? 0) > VIP_SERVICE_ABOVE_RANK;
}
