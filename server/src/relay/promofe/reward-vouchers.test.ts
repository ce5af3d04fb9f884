// PROMOFE_getDiscountTicketList, PROMOFE_getUnappliedExtraRewardClaimList and PROMOFE_applyExtraRewardClaim
// on the seeded vouchers of demo01 and ones the back office grants.
import {
  discountTicketListSchema,
  extraRewardApplySchema,
  extraRewardClaimListSchema,
} from '@sim/shared/relay/reward-vouchers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mainBalance, okValue } from '../../test/cashier-helpers.ts';
import { adminCaller, backToSeed, createTestApp, loginAs, type TestApp } from '../../test/harness.ts';
import { bonusesOf, expectBalancedBooks, memberId, relay } from '../../test/promotion-helpers.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await backToSeed(t);
  token = await loginAs(t, 'demo01', 'Demo1234');
});

const parsedValue = <T>(schema: { parse(v: unknown): T }, response: Parameters<typeof okValue>[0]) =>
  schema.parse(okValue(response));
/** a long jump of the clock ends the session: log in again */
async function advanceDays(days: number) {
  await adminCaller(t).clock.advance({ minutes: days * 24 * 60 });
  token = await loginAs(t, 'demo01', 'Demo1234');
}
const discounts = async (query = '') =>
  parsedValue(
    discountTicketListSchema,
    await relay(t, 'GET', `PROMOFE_getDiscountTicketList${query}`, token),
  );
const unapplied = async () =>
  parsedValue(
    extraRewardClaimListSchema,
    await relay(t, 'GET', 'PROMOFE_getUnappliedExtraRewardClaimList', token),
  );
const apply = (claimId: string) => relay(t, 'POST', 'PROMOFE_applyExtraRewardClaim', token, { claimId });

describe('PROMOFE_getDiscountTicketList', () => {
  it("lists the member's seeded discount tickets, AVAILABLE by default", async () => {
    const tickets = await discounts('?isApp=N&status=AVAILABLE');
    expect(tickets.map((ticket) => ticket.transactionId).sort()).toEqual([
      'DT-SIM001-DEMO-1',
      'DT-SIM001-DEMO-2',
    ]);
    expect(tickets.find((ticket) => ticket.transactionId === 'DT-SIM001-DEMO-1')).toMatchObject({
      status: 'AVAILABLE',
      discountPercent: 10,
      maxDiscountAmount: 200,
      minAmount: 500,
    });
  });

  it('reads EXPIRED once the clock passes the expiry, and USED once the back office uses one', async () => {
    await adminCaller(t).discountTickets.use({ transactionId: 'DT-SIM001-DEMO-2' });
    await advanceDays(8);
    expect(await discounts()).toEqual([]);
    const all = await discounts('?status=ALL');
    expect(Object.fromEntries(all.map((ticket) => [ticket.transactionId, ticket.status]))).toEqual({
      'DT-SIM001-DEMO-1': 'EXPIRED',
      'DT-SIM001-DEMO-2': 'USED',
    });
    await expect(adminCaller(t).discountTickets.use({ transactionId: 'DT-SIM001-DEMO-1' })).rejects.toThrow(
      /no longer available/,
    );
  });

  it('shows a ticket the back office grants, and not after it is cancelled', async () => {
    const [granted] = await adminCaller(t).discountTickets.grant({
      promotionCode: 'RELOAD20',
      username: 'demo01',
      discountPercent: 15,
      maxDiscount: 300,
      hours: 2,
    });
    expect((await discounts()).map((ticket) => ticket.transactionId)).toContain(granted!.transactionId);
    await adminCaller(t).discountTickets.cancel({ transactionId: granted!.transactionId });
    expect((await discounts()).map((ticket) => ticket.transactionId)).not.toContain(granted!.transactionId);
  });

  it('is a token call', async () => {
    expect((await relay(t, 'GET', 'PROMOFE_getDiscountTicketList')).statusCode).toBe(401);
  });
});

describe('PROMOFE_getUnappliedExtraRewardClaimList and PROMOFE_applyExtraRewardClaim', () => {
  it('lists the seeded extra rewards not applied for', async () => {
    const claims = await unapplied();
    expect(claims.map((claim) => claim.claimId).sort()).toEqual(['XR-SIM001-DEMO-1', 'XR-SIM001-DEMO-2']);
    expect(claims.find((claim) => claim.claimId === 'XR-SIM001-DEMO-1')).toMatchObject({
      status: 'UNAPPLIED',
      rewardAmount: 50,
      turnoverRequired: 150,
    });
  });

  it('pays an applied reward once through the ledger and drops it from the list', async () => {
    const id = await memberId(t, 'demo01');
    const before = await mainBalance(t, id);
    const first = parsedValue(extraRewardApplySchema, await apply('XR-SIM001-DEMO-1'));
    expect(first).toMatchObject({ paidAmount: 50, claim: { status: 'APPLIED' } });
    const again = parsedValue(extraRewardApplySchema, await apply('XR-SIM001-DEMO-1'));
    expect(again.paidAmount).toBe(0);
    expect(await mainBalance(t, id)).toBe(before + 50);
    expect((await bonusesOf(t, id)).filter((bonus) => bonus.amount === 50)).toHaveLength(1);
    expect((await unapplied()).map((claim) => claim.claimId)).toEqual(['XR-SIM001-DEMO-2']);
    await expectBalancedBooks(t);
  });

  it('pays once when applied for twice at the same moment', async () => {
    const id = await memberId(t, 'demo01');
    const before = await mainBalance(t, id);
    const answers = await Promise.all([apply('XR-SIM001-DEMO-2'), apply('XR-SIM001-DEMO-2')]);
    const paid = answers.map((answer) => parsedValue(extraRewardApplySchema, answer).paidAmount);
    expect(paid.sort()).toEqual([0, 88]);
    expect(await mainBalance(t, id)).toBe(before + 88);
    await expectBalancedBooks(t);
  });

  it('refuses a cancelled, an expired and an unknown claim with the platform error', async () => {
    await adminCaller(t).extraRewards.cancel({ claimId: 'XR-SIM001-DEMO-2' });
    expect((await apply('XR-SIM001-DEMO-2')).json()).toMatchObject({
      errorCode: 'EXTRA_REWARD_NOT_AVAILABLE',
    });
    await advanceDays(15);
    expect((await apply('XR-SIM001-DEMO-1')).json()).toMatchObject({
      errorCode: 'EXTRA_REWARD_NOT_AVAILABLE',
    });
    expect(await unapplied()).toEqual([]);
    expect((await apply('XR-NOPE')).json()).toMatchObject({ errorCode: 'EXTRA_REWARD_NOT_FOUND' });
  });

  it("does not apply another member's claim", async () => {
    const other = await adminCaller(t).members.create({ persona: 'member' });
    const granted = await adminCaller(t).extraRewards.grant({
      promotionCode: 'WELCOME100',
      username: other.username,
      amount: 10,
    });
    expect((await apply(granted.claimId)).json()).toMatchObject({ errorCode: 'EXTRA_REWARD_NOT_FOUND' });
  });
});
