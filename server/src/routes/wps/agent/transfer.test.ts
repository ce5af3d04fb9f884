import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCaller, mainBalance, okValue } from '../../../test/cashier-helpers.ts';
import { createTestApp, loginAs, type TestApp, wps, wpsEncrypted } from '../../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const send = (token: string, body: Record<string, unknown>) =>
  wpsEncrypted(t, 'PUT', '/wps/agent/transferUpline', body, { token });

describe('transfer to the upline', () => {
  it('tells who the upline is', async () => {
    const token = await loginAs(t, 'down01', 'Down1234');
    expect(okValue(await wps(t, 'GET', '/wps/agent/transferEnabled', { token }))).toEqual({
      toUpline: true,
      uplineAccount: 'agent01',
      toDownline: false,
      hasPaymentPassword: true,
    });
    const demo = await loginAs(t, 'demo01', 'Demo1234');
    expect(okValue(await wps(t, 'GET', '/wps/agent/transferEnabled', { token: demo }))).toMatchObject({
      toUpline: false,
      uplineAccount: null,
    });
  });

  it("moves money to the upline's main wallet and shows on both account records", async () => {
    const token = await loginAs(t, 'down01', 'Down1234');
    const [down, agent] = [await mainBalance(t, 3001), await mainBalance(t, 2001)];
    const order = okValue(await send(token, { amount: 120.5, paymentPassword: '123456', requestId: 'up-1' }));
    expect(order).toMatchObject({
      type: 'TRANSFER_UPLINE',
      status: 'SUCCESS',
      amount: 120.5,
      toWallet: 'agent01',
    });
    okValue(await send(token, { amount: 120.5, paymentPassword: '123456', requestId: 'up-1' }));
    expect(await mainBalance(t, 3001)).toBe(down - 120.5);
    expect(await mainBalance(t, 2001)).toBe(agent + 120.5);
    const received = await t.db.moneyOrder.findMany({ where: { memberId: 2001, type: 'TRANSFER_IN' } });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ fromWallet: 'down01', amountMinor: 12050n });
    expect((await adminCaller(t).wallet.audit()).balanced).toBe(true);
  });

  it.each([
    ['demo01', 'Demo1234', { amount: 1, paymentPassword: '123456' }, 'TRANSFER_UPLINE_NOT_ALLOWED'],
    ['down01', 'Down1234', { amount: 1, paymentPassword: '000000' }, 'PAYMENT_PASSWORD_INCORRECT'],
    ['down01', 'Down1234', { amount: 1_000_000, paymentPassword: '123456' }, 'INSUFFICIENT_BALANCE'],
  ])('%s: refuses %j with %s', async (username, password, body, errorCode) => {
    const token = await loginAs(t, username, password);
    expect((await send(token, body)).json()).toMatchObject({ success: false, errorCode });
  });

  it('refuses a plain body and a trial account', async () => {
    const token = await loginAs(t, 'down01', 'Down1234');
    const plain = await wps(t, 'PUT', '/wps/agent/transferUpline', {
      token,
      body: { amount: 1, paymentPassword: '123456' },
    });
    expect(plain.statusCode).toBe(400);
    const trial = await loginAs(t, 'trial01', 'Trial1234');
    expect((await send(trial, { amount: 1, paymentPassword: '123456' })).json()).toMatchObject({
      errorCode: 'in_need_true_account',
    });
  });
});
