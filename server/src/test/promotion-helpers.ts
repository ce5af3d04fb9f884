// Promotions and the reward centre the way the site and the back office use them, for tests.
import { toMajor } from '@sim/shared/money';
import { adminCaller, type TestApp, wps } from './harness.ts';

/** small complete images, as data URLs (./images.ts) */
export { JPEG, PNG } from './images.ts';

export const relay = (t: TestApp, method: 'GET' | 'POST', name: string, token?: string, body?: unknown) =>
  wps(t, method, `/wps/relay/${name}`, { token, body });

export async function promotionId(t: TestApp, code: string, merchantCode = 'sim001'): Promise<number> {
  const row = await t.db.promotion.findUniqueOrThrow({
    where: { merchantCode_code: { merchantCode, code } },
  });
  return row.id;
}

export async function memberId(t: TestApp, username: string, merchantCode = 'sim001'): Promise<number> {
  const row = await t.db.member.findUniqueOrThrow({
    where: { merchantCode_username: { merchantCode, username } },
  });
  return row.id;
}

/** A deposit the back office approved (promotions count approved deposits). */
export async function approvedDeposit(t: TestApp, token: string, amount: number) {
  const response = await wps(t, 'POST', '/wps/v2/transaction/deposit', {
    token,
    body: { channelCode: 'BKASH', amount },
  });
  const { referenceNo } = response.json().value as { referenceNo: string };
  await adminCaller(t).cashier.approveDeposit({ referenceNo });
  return referenceNo;
}

/** the BONUS orders of a member: one per reward paid */
export async function bonusesOf(t: TestApp, id: number) {
  const orders = await t.db.moneyOrder.findMany({
    where: { memberId: id, type: 'BONUS' },
    orderBy: { id: 'asc' },
  });
  return orders.map((o) => ({ amount: toMajor(o.amountMinor), remark: o.remark }));
}

export async function expectBalancedBooks(t: TestApp) {
  const audit = await adminCaller(t).wallet.audit();
  if (!audit.balanced) throw new Error(`books do not balance: ${JSON.stringify(audit)}`);
}
