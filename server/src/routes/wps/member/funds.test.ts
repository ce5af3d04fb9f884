import { consolidatedSchema } from '@sim/shared/wps/wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aWithdrawal, okValue, withdraw } from '../../../test/cashier-helpers.ts';
import { createTestApp, loginAs, setFlag, type TestApp, wps, wpsEncrypted } from '../../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /wps/member/info/funds/consolidated', () => {
  it('gives a member the balance and no contract pages', async () => {
    const token = await loginAs(t, 'demo01', 'Demo1234');
    const value = consolidatedSchema.parse(
      okValue(await wps(t, 'GET', '/wps/member/info/funds/consolidated', { token })),
    );
    expect(value).toMatchObject({
      sumBalance: 10_000,
      availBalance: 10_000,
      currency: 'BDT',
      currencySymbol: '৳',
      dailysalreqtype: false,
      divtypereq: false,
    });
  });

  it("follows the merchant's contract flags for agents", async () => {
    const token = await loginAs(t, 'agent01', 'Agent1234');
    const on = okValue(await wps(t, 'GET', '/wps/member/info/funds/consolidated', { token }));
    expect(on).toMatchObject({ dailysalreqtype: true, divtypereq: true, realtimesalreqtype: true });
    await setFlag(t, 'SIGNCONDIV3', false);
    const off = okValue(await wps(t, 'GET', '/wps/member/info/funds/consolidated', { token }));
    expect(off).toMatchObject({ divtypereq: false, divtypeinfo: false, dailysalreqtype: true });
    await setFlag(t, 'SIGNCONDIV3', true);
  });
});

describe('payment password', () => {
  const setPassword = (token: string, body: Record<string, unknown>) =>
    wpsEncrypted(t, 'PUT', '/wps/member/paymentPassword', body, { token });

  it('is set once with the login password, then changed with the old one', async () => {
    const token = await loginAs(t, 'down04', 'Down1234');
    expect(okValue(await wps(t, 'GET', '/wps/member/hasWithdrawalPassword', { token }))).toBe(false);
    expect(
      (
        await setPassword(token, {
          paymentPassword: '111111',
          confirmPaymentPassword: '111111',
          password: 'nope',
        })
      ).json(),
    ).toMatchObject({ success: false, errorCode: 'US_INCORRECT_PASSWORD_ERROR' });
    okValue(
      await setPassword(token, {
        paymentPassword: '111111',
        confirmPaymentPassword: '111111',
        password: 'Down1234',
      }),
    );
    expect(okValue(await wps(t, 'GET', '/wps/member/hasWithdrawalPassword', { token }))).toBe(true);
    // changing needs the old payment password
    expect(
      (
        await setPassword(token, {
          paymentPassword: '222222',
          confirmPaymentPassword: '222222',
          password: 'Down1234',
        })
      ).json(),
    ).toMatchObject({ errorCode: 'PAYMENT_PASSWORD_INCORRECT' });
    okValue(
      await setPassword(token, {
        oldPaymentPassword: '111111',
        paymentPassword: '222222',
        confirmPaymentPassword: '222222',
      }),
    );
    const refused = await withdraw(t, token, aWithdrawal({ amount: 100, paymentPassword: '111111' }));
    expect(refused.json()).toMatchObject({ errorCode: 'PAYMENT_PASSWORD_INCORRECT' });
    expect(
      okValue(await withdraw(t, token, aWithdrawal({ amount: 100, paymentPassword: '222222' }))).status,
    ).toBe('PENDING');
  });

  it.each([
    [{ paymentPassword: '12345', confirmPaymentPassword: '12345', password: 'Agent1234' }],
    [{ paymentPassword: 'abcdef', confirmPaymentPassword: 'abcdef', password: 'Agent1234' }],
  ])('refuses %j with 400', async (body) => {
    const token = await loginAs(t, 'agent41', 'Agent1234');
    expect((await setPassword(token, body)).statusCode).toBe(400);
  });

  it('refuses a confirmation that differs with the business refusal inconsistent_twice', async () => {
    const token = await loginAs(t, 'agent41', 'Agent1234');
    const body = { paymentPassword: '123456', confirmPaymentPassword: '654321', password: 'Agent1234' };
    const answer = await setPassword(token, body);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ success: false, errorCode: 'inconsistent_twice' });
  });
});
