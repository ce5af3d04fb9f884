import { memberInfoSchema } from '@sim/shared/wps/member';
import { balanceSchema } from '@sim/shared/wps/wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp, wps } from '../../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /wps/member/info', () => {
  it('describes the member as the front end stores it', async () => {
    const token = await loginAs(t, 'demo01', 'Demo1234');
    const info = memberInfoSchema.parse((await wps(t, 'GET', '/wps/member/info', { token })).json().value);
    expect(info).toMatchObject({
      id: 1001,
      account: 'demo01',
      type: 0,
      mobile: '0171234****',
      clubLabel: { labelName: 'VIP2', rankLevel: 2 },
      toUpline: false,
    });
  });

  it.each([
    ['agent01', 'Agent1234', 1],
    ['agent41', 'Agent1234', 41],
    ['trial01', 'Trial1234', 4],
  ])('reports the member type of %s', async (username, password, type) => {
    const token = await loginAs(t, username, password);
    expect((await wps(t, 'GET', '/wps/member/info', { token })).json().value.type).toBe(type);
  });
});

describe('GET /wps/v2/wallets/balance', () => {
  it('lists the main wallet as accountTypeId 2 and sums the wallets', async () => {
    const token = await loginAs(t, 'demo01', 'Demo1234');
    const balance = balanceSchema.parse(
      (await wps(t, 'GET', '/wps/v2/wallets/balance?typeId=0', { token, headers: { language: 'EN' } })).json()
        .value,
    );
    expect(balance).toEqual({
      sumBalance: 10000,
      balance: [
        { accountTypeId: 2, accountTypeName: 'MAIN', displayName: 'Main wallet', availBalance: 10000 },
      ],
      currency: 'BDT',
      currencySymbol: '৳',
      availablePromo: true,
      availablePromoCount: expect.any(Number),
      unreadMessage: expect.any(Number),
    });
  });
});
