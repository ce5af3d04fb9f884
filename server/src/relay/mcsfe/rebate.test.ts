import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mainBalance } from '../../test/cashier-helpers.ts';
import {
  adminCaller,
  backToSeed,
  createTestApp,
  loginAs,
  setFlag,
  type TestApp,
  wps,
} from '../../test/harness.ts';
import { playRound, relay } from '../../test/points-helpers.ts';

let t: TestApp;
let token: string;
let memberId: number;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await backToSeed(t);
  // a period must not end between a test's rounds and its claim
  await adminCaller(t).clock.freeze();
  await setFlag(t, 'MANPLAYREB3', true);
  token = await loginAs(t, 'demo01', 'Demo1234');
  memberId = (await t.db.member.findFirstOrThrow({ where: { merchantCode: 'sim001', username: 'demo01' } }))
    .id;
});

const caller = () => adminCaller(t);
const summary = async () => (await relay(t, token, 'MCSFE_getManualRebate')).json().value;
const claim = (body: Record<string, unknown> = {}, headers?: Record<string, string>) =>
  wps(t, 'POST', '/wps/relay/MCSFE_claimManualRebate', { token, body, headers });

describe('cashback settings', () => {
  it('answers the rates per product type, one type on request', async () => {
    const all = (await relay(t, token, 'MCSFE_getCustomerRebateSettingByProductType')).json().value;
    expect(all).toMatchObject({ period: 'DAILY', minClaimAmount: 1, currency: 'BDT' });
    expect(all.list).toContainEqual({ productType: 'RNG', rate: 0.8 });
    const one = (
      await relay(t, token, 'MCSFE_getCustomerRebateSettingByProductType', '?productType=live')
    ).json();
    expect(one.value.list).toEqual([{ productType: 'LIVE', rate: 0.5 }]);
  });

  it('is off unless MANPLAYREB3 is on, and needs a session', async () => {
    await setFlag(t, 'MANPLAYREB3', false);
    for (const name of ['MCSFE_getCustomerRebateSettingByProductType', 'MCSFE_getManualRebate']) {
      expect((await relay(t, token, name)).json()).toMatchObject({ errorCode: 'function.not.available' });
    }
    expect((await claim()).json().errorCode).toBe('function.not.available');
    expect((await relay(t, '', 'MCSFE_getManualRebate')).statusCode).toBe(401);
  });

  it('takes new rates from the back office; 0 takes a product type out', async () => {
    await caller().rebate.setSettings({ rates: { RNG: 1.5, LIVE: 0 }, minClaimAmount: 0.5 });
    const settings = await caller().rebate.settings();
    expect(settings.rates).toMatchObject({ RNG: 1.5 });
    expect(settings.rates.LIVE).toBeUndefined();
    expect(settings.minClaimAmount).toBe(0.5);
    await expect(caller().rebate.setSettings({ rates: { RNG: 50 } })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});

describe('claiming cashback', () => {
  it('computes the period from the valid bets by product type and pays it through the ledger', async () => {
    await playRound(t, token, 'RNG', 100);
    await playRound(t, token, 'RNG', 50);
    await playRound(t, token, 'LIVE', 100);
    const before = await summary();
    expect(before).toMatchObject({ totalValidBet: 250, totalRebate: 1.7, claimable: true, period: 'DAILY' });
    expect(before.items).toEqual(
      expect.arrayContaining([
        { productType: 'RNG', rate: 0.8, betCount: 2, validBet: 150, rebate: 1.2 },
        { productType: 'LIVE', rate: 0.5, betCount: 1, validBet: 100, rebate: 0.5 },
      ]),
    );
    const money = await mainBalance(t, memberId);
    const paid = (await claim()).json().value;
    expect(paid).toMatchObject({
      claim: { amount: 1.7, betCount: 3, totalValidBet: 250 },
      balance: money + 1.7,
    });
    expect(paid.claim.referenceNo).toMatch(/^R\d{6}-[0-9A-F]{10}$/);
    expect(await mainBalance(t, memberId)).toBe(money + 1.7);
    const record = (await wps(t, 'GET', '/wps/report/transaction?type=REBATE', { token })).json().value;
    expect(record.list[0]).toMatchObject({ type: 'REBATE', amount: 1.7, status: 'SUCCESS' });
    expect((await caller().wallet.audit()).balanced).toBe(true);
  });

  it('rebates each bet once: after a claim only new bets count', async () => {
    await playRound(t, token, 'RNG', 200);
    await claim();
    expect(await summary()).toMatchObject({ totalRebate: 0, claimable: false, items: [] });
    expect((await claim()).json().errorCode).toBe('REBATE_NOTHING_TO_CLAIM');
    await playRound(t, token, 'RNG', 300);
    expect((await claim()).json().value.claim).toMatchObject({ amount: 2.4, betCount: 1 });
    const history = (await relay(t, token, 'MCSFE_getManualRebateRecord')).json().value;
    expect(history.list.map((c: { amount: number }) => c.amount)).toEqual([2.4, 1.6]);
  });

  it('answers a retried claim with the same requestId once', async () => {
    await playRound(t, token, 'RNG', 200);
    const first = (await claim({ requestId: 'cb-1' })).json().value;
    const again = (await claim({}, { 'x-request-id': 'cb-1' })).json().value;
    expect(again).toMatchObject({ replayed: true, claim: { referenceNo: first.claim.referenceNo } });
    expect((await caller().rebate.claims({ username: 'demo01' })).length).toBe(1);
  });

  it('pays concurrent claims once', async () => {
    await playRound(t, token, 'RNG', 500);
    const money = await mainBalance(t, memberId);
    const answers = await Promise.all(Array.from({ length: 6 }, () => claim()));
    expect(answers.filter((a) => a.json().success)).toHaveLength(1);
    expect(
      answers.filter((a) => !a.json().success).every((a) => a.json().errorCode === 'REBATE_NOTHING_TO_CLAIM'),
    ).toBe(true);
    expect(await mainBalance(t, memberId)).toBe(money + 4);
    expect((await caller().wallet.audit()).balanced).toBe(true);
  });

  it('refuses a claim below the least amount', async () => {
    await playRound(t, token, 'RNG', 10);
    expect(await summary()).toMatchObject({ totalRebate: 0.08, claimable: false });
    expect((await claim()).json().errorCode).toBe('REBATE_BELOW_MINIMUM');
  });

  it('counts only the current period: yesterday’s unclaimed bets are gone', async () => {
    await playRound(t, token, 'RNG', 500);
    await caller().clock.advance({ days: 1 });
    const fresh = await loginAs(t, 'demo01', 'Demo1234');
    expect((await relay(t, fresh, 'MCSFE_getManualRebate')).json().value).toMatchObject({ totalValidBet: 0 });
  });

  it('refuses bad input', async () => {
    const answer = await claim({ requestId: '' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errorCode).toBe('request_param_err');
  });
});
