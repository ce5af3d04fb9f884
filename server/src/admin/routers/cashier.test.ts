import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminCaller, deposit, okValue } from '../../test/cashier-helpers.ts';
import { adminMutation, backToSeed, createTestApp, loginAs, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => backToSeed(t));

describe('cashier.*', () => {
  it('lists orders by member, type and status, newest first', async () => {
    const token = await loginAs(t, 'demo01', 'Demo1234');
    const first = okValue(await deposit(t, token, { channelCode: 'BKASH', amount: 100 }));
    await adminCaller(t).clock.advance({ seconds: 1 });
    const second = okValue(await deposit(t, token, { channelCode: 'NAGAD', amount: 200 }));
    await adminCaller(t).cashier.approveDeposit({ referenceNo: first.referenceNo });
    const all = await adminCaller(t).cashier.orders({ username: 'demo01' });
    expect(all.map((o) => o.referenceNo)).toEqual([second.referenceNo, first.referenceNo]);
    expect(all[0]).toMatchObject({ username: 'demo01', merchant: 'sim001', proofCount: 0, proofs: [] });
    const pending = await adminCaller(t).cashier.orders({ status: 'PENDING' });
    expect(pending.map((o) => o.referenceNo)).toEqual([second.referenceNo]);
    expect(await adminCaller(t).cashier.orders({ type: 'WITHDRAW' })).toEqual([]);
  });

  it('changes the settings the member sees, and refuses nonsense', async () => {
    await adminCaller(t).cashier.setSettings({ withdrawMin: 200, depositAutoApproveMinutes: 5 });
    expect(await adminCaller(t).cashier.settings({})).toMatchObject({
      merchant: 'sim001',
      withdrawMin: 200,
      depositAutoApproveMinutes: 5,
    });
    await expect(adminCaller(t).cashier.setSettings({ withdrawMin: 90_000 })).rejects.toThrow(
      /above withdrawMax/,
    );
    await expect(adminCaller(t).cashier.setSettings({ depositChannels: [] })).rejects.toThrow();
  });

  it('runs the due steps on demand', async () => {
    const token = await loginAs(t, 'demo01', 'Demo1234');
    okValue(await deposit(t, token, { channelCode: 'BKASH', amount: 100 }));
    expect(await adminCaller(t).cashier.sweep()).toEqual({ moved: 0 });
    await t.sim.clock.advance(3 * 60_000);
    expect(await adminCaller(t).cashier.sweep()).toEqual({ moved: 1 });
  });

  it('answers unknown orders with NOT_FOUND', async () => {
    await expect(adminCaller(t).cashier.approveDeposit({ referenceNo: 'D000000-NOPE' })).rejects.toThrow(
      /No such order/,
    );
    await expect(adminCaller(t).cashier.order({ referenceNo: 'D000000-NOPE' })).rejects.toThrow(/No order/);
  });

  it('is closed to member tokens', async () => {
    const token = await loginAs(t, 'demo01', 'Demo1234');
    const response = await adminMutation(t, 'cashier.sweep', undefined, token);
    expect(response.statusCode).toBe(401);
  });

  it('grants bonuses once per idempotency key', async () => {
    const once = { username: 'demo01', amount: 50, name: 'Reload bonus', idempotencyKey: 'b1' };
    const first = await adminCaller(t).wallet.grantBonus(once);
    const again = await adminCaller(t).wallet.grantBonus(once);
    expect(again).toMatchObject({ referenceNo: first.referenceNo, replayed: true, balance: 10_050 });
  });
});
