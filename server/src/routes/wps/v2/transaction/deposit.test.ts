import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminCaller, deposit, mainBalance, okValue } from '../../../../test/cashier-helpers.ts';
import { createTestApp, loginAs, type TestApp, wps } from '../../../../test/harness.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  token = await loginAs(t, 'demo01', 'Demo1234');
});

describe('MCSFE_getDepositSettings', () => {
  it('lists the merchant channels with their limits', async () => {
    const value = okValue(await wps(t, 'GET', '/wps/relay/MCSFE_getDepositSettings', { token }));
    expect(value).toMatchObject({ allowDeposit: 'Y', autoApproveMinutes: 2, currency: 'BDT' });
    expect(value.channels).toContainEqual({
      code: 'BKASH',
      name: 'bKash',
      type: 'EWALLET',
      minAmount: 100,
      maxAmount: 25_000,
    });
  });

  it('needs a token', async () => {
    const response = await wps(t, 'GET', '/wps/relay/MCSFE_getDepositSettings');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'login.not.session' });
  });
});

describe('POST /wps/v2/transaction/deposit', () => {
  it('creates a pending order that credits nothing until approved', async () => {
    const before = await mainBalance(t, 1001);
    const order = okValue(
      await deposit(t, token, { channelCode: 'BKASH', amount: 1500.5, requestId: 'd-1' }),
    );
    expect(order).toMatchObject({ type: 'DEPOSIT', status: 'PENDING', amount: 1500.5, channel: 'BKASH' });
    expect(order.referenceNo).toMatch(/^D\d{6}-[0-9A-F]{10}$/);
    expect(order.dueTime).toBe((order.applyTime as number) + 2 * 60_000);
    expect(await mainBalance(t, 1001)).toBe(before);

    const approved = await adminCaller(t).cashier.approveDeposit({ referenceNo: order.referenceNo });
    expect(approved.status).toBe('APPROVED');
    expect(await mainBalance(t, 1001)).toBe(before + 1500.5);
    // approving twice is a replay, not a second credit
    await adminCaller(t).cashier.approveDeposit({ referenceNo: order.referenceNo });
    expect(await mainBalance(t, 1001)).toBe(before + 1500.5);
    expect((await adminCaller(t).wallet.audit()).balanced).toBe(true);
  });

  it('answers a double submit with the first order, by body requestId or X-Request-Id header', async () => {
    const [a, b] = await Promise.all([
      deposit(t, token, { channelCode: 'NAGAD', amount: 200, requestId: 'double' }),
      deposit(t, token, { channelCode: 'NAGAD', amount: 200, requestId: 'double' }),
    ]);
    expect(okValue(a).referenceNo).toBe(okValue(b).referenceNo);
    const first = okValue(
      await deposit(t, token, { channelCode: 'NAGAD', amount: 300 }, { 'x-request-id': 'hdr-1' }),
    );
    const again = okValue(
      await deposit(t, token, { channelCode: 'NAGAD', amount: 300 }, { 'x-request-id': 'hdr-1' }),
    );
    expect(again.referenceNo).toBe(first.referenceNo);
    expect(await t.db.moneyOrder.count({ where: { requestId: { in: ['double', 'hdr-1'] } } })).toBe(2);
  });

  it('refuses a request id reused for a different request', async () => {
    okValue(await deposit(t, token, { channelCode: 'BKASH', amount: 400, requestId: 'reuse' }));
    const response = await deposit(t, token, { channelCode: 'BKASH', amount: 401, requestId: 'reuse' });
    expect(response.json()).toMatchObject({ success: false, errorCode: 'REQUEST_ID_CONFLICT' });
  });

  it('rejects a deposit without moving money', async () => {
    const before = await mainBalance(t, 1001);
    const order = okValue(await deposit(t, token, { channelCode: 'BANK', amount: 600 }));
    const rejected = await adminCaller(t).cashier.rejectDeposit({
      referenceNo: order.referenceNo,
      remark: 'no funds',
    });
    expect(rejected).toMatchObject({ status: 'REJECTED', remark: 'no funds' });
    expect(await mainBalance(t, 1001)).toBe(before);
    await expect(adminCaller(t).cashier.approveDeposit({ referenceNo: order.referenceNo })).rejects.toThrow(
      /REJECTED: it cannot become APPROVED/,
    );
  });

  it('approves itself once the delay has passed on the simulated clock', async () => {
    // a member of its own: earlier tests left demo01 deposits pending that would approve too
    const fresh = await adminCaller(t).members.create({ username: 'auto01', password: 'Auto1234' });
    const own = await loginAs(t, 'auto01', 'Auto1234');
    const order = okValue(await deposit(t, own, { channelCode: 'BKASH', amount: 250 }));
    await adminCaller(t).clock.advance({ minutes: 1 });
    expect(
      (await t.db.moneyOrder.findUniqueOrThrow({ where: { referenceNo: order.referenceNo } })).status,
    ).toBe('PENDING');
    await adminCaller(t).clock.advance({ minutes: 1 });
    expect(
      (await t.db.moneyOrder.findUniqueOrThrow({ where: { referenceNo: order.referenceNo } })).status,
    ).toBe('APPROVED');
    expect(await mainBalance(t, fresh.id)).toBe(250);
  });

  it("pays the merchant's first-deposit bonus on the first approved deposit only, capped, once", async () => {
    await adminCaller(t).cashier.setSettings({ firstDepositBonusPercent: 100, firstDepositBonusMax: 1000 });
    const fresh = await adminCaller(t).members.create({ username: 'bonus01', password: 'Bonus1234' });
    const own = await loginAs(t, 'bonus01', 'Bonus1234');
    const rejected = okValue(await deposit(t, own, { channelCode: 'BKASH', amount: 700 }));
    await adminCaller(t).cashier.rejectDeposit({ referenceNo: rejected.referenceNo });
    const first = okValue(await deposit(t, own, { channelCode: 'BKASH', amount: 1500 }));
    await adminCaller(t).cashier.approveDeposit({ referenceNo: first.referenceNo });
    await adminCaller(t).cashier.approveDeposit({ referenceNo: first.referenceNo });
    expect(await mainBalance(t, fresh.id)).toBe(1500 + 1000);
    const second = okValue(await deposit(t, own, { channelCode: 'BKASH', amount: 200 }));
    await adminCaller(t).cashier.approveDeposit({ referenceNo: second.referenceNo });
    expect(await mainBalance(t, fresh.id)).toBe(2700);
    const bonuses = await t.db.moneyOrder.findMany({ where: { memberId: fresh.id, type: 'BONUS' } });
    expect(bonuses).toEqual([
      expect.objectContaining({
        amountMinor: 100_000n,
        remark: `First deposit bonus 100% (${first.referenceNo})`,
      }),
    ]);
    expect((await adminCaller(t).wallet.audit()).balanced).toBe(true);
    await adminCaller(t).cashier.setSettings({ firstDepositBonusPercent: 0 });
  });

  it('waits for an admin when the merchant turns auto-approval off', async () => {
    await adminCaller(t).cashier.setSettings({ depositAutoApproveMinutes: null });
    const order = okValue(await deposit(t, token, { channelCode: 'BKASH', amount: 250 }));
    expect(order.dueTime).toBeNull();
    await adminCaller(t).clock.advance({ minutes: 60 });
    expect(
      (await t.db.moneyOrder.findUniqueOrThrow({ where: { referenceNo: order.referenceNo } })).status,
    ).toBe('PENDING');
    await adminCaller(t).cashier.setSettings({ depositAutoApproveMinutes: 2 });
  });

  it.each([
    [{ channelCode: 'BKASH', amount: 99.99 }, 'AMOUNT_OUT_OF_RANGE'],
    [{ channelCode: 'BKASH', amount: 25_000.01 }, 'AMOUNT_OUT_OF_RANGE'],
    [{ channelCode: 'PAYPAL', amount: 500 }, 'CHANNEL_NOT_FOUND'],
  ])('refuses %j with %s', async (body, errorCode) => {
    const response = await deposit(t, token, body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: false, errorCode });
  });

  it('carries the allowed range on AMOUNT_OUT_OF_RANGE', async () => {
    expect((await deposit(t, token, { channelCode: 'BANK', amount: 1 })).json()).toMatchObject({
      value: { min: 500, max: 100_000 },
    });
  });

  it.each([
    [{ channelCode: 'BKASH', amount: 'lots' }],
    [{ channelCode: 'BKASH', amount: 10.001 }],
    [{ channelCode: 'BKASH', amount: -5 }],
    [{ amount: 500 }],
    [{ channelCode: 'BKASH', amount: 500, requestId: 'x'.repeat(65) }],
  ])('answers malformed %j with a 400 envelope', async (body) => {
    const response = await deposit(t, token, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
  });

  it('refuses trial accounts with in_need_true_account', async () => {
    const trial = await loginAs(t, 'trial01', 'Trial1234');
    const response = await deposit(t, trial, { channelCode: 'BKASH', amount: 500 });
    expect(response.json()).toMatchObject({ success: false, errorCode: 'in_need_true_account' });
    expect(await t.db.moneyOrder.count({ where: { memberId: 1004 } })).toBe(0);
  });
});
