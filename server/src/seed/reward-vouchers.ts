// Seeded discount tickets and extra-reward claims for each merchant's demo01: two discount tickets of the
// reload promotion (one for a week, one with no expiry) and two extra rewards to apply for (one of the
// welcome bonus, one of the cricket festival). Fixed numbers, so seeding twice changes nothing. Amounts
// are in taka and scaled for the dong merchant as the promotions are.
import type { Db } from '../db/client.ts';
import type { MerchantSpec } from '../domain/merchants/provision.ts';
import { grantDiscountTickets } from '../domain/promotions/discount-tickets.ts';
import { grantExtraReward } from '../domain/promotions/extra-rewards.ts';

const DEMO = 'demo01';

export async function seedRewardVouchers(db: Db, spec: MerchantSpec, now: Date): Promise<void> {
  const deps = { db, clock: { now: () => now } };
  const scale = spec.currency === 'VND' ? 200 : 1;
  const member = await db.member.findUnique({
    where: { merchantCode_username: { merchantCode: spec.code, username: DEMO } },
  });
  const promotion = (code: string) =>
    db.promotion.findUniqueOrThrow({ where: { merchantCode_code: { merchantCode: spec.code, code } } });
  if (!member) return;
  const tag = spec.code.toUpperCase();
  await grantDiscountTickets(deps, await promotion('RELOAD20'), member.id, {
    discountPercent: 10,
    maxDiscount: 200 * scale,
    minAmount: 500 * scale,
    hours: 24 * 7,
    count: 1,
    ticketNos: [`DT-${tag}-DEMO-1`],
  });
  await grantDiscountTickets(deps, await promotion('RELOAD20'), member.id, {
    discountPercent: 5,
    maxDiscount: 500 * scale,
    minAmount: 1000 * scale,
    count: 1,
    ticketNos: [`DT-${tag}-DEMO-2`],
  });
  await grantExtraReward(deps, await promotion('WELCOME100'), member.id, {
    amount: 50 * scale,
    turnoverMultiplier: 3,
    hours: 24 * 14,
    claimNo: `XR-${tag}-DEMO-1`,
  });
  await grantExtraReward(deps, await promotion('CRICKETFEST'), member.id, {
    amount: 88 * scale,
    turnoverMultiplier: 1,
    claimNo: `XR-${tag}-DEMO-2`,
  });
}
