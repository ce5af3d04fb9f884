import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCaller, deposit, okValue } from '../../../test/cashier-helpers.ts';
import { createTestApp, loginAs, type TestApp, wps } from '../../../test/harness.ts';
import { gameOf, newRoundId, provider, providerToken } from '../../../test/play-helpers.ts';

let t: TestApp;
let token: string;
const DAY = 86_400_000;
beforeAll(async () => {
  t = await createTestApp();
  await adminCaller(t).clock.freeze();
  token = await loginAs(t, 'demo01', 'Demo1234');
});
afterAll(() => t.close());

const get = async (path: string) => okValue(await wps(t, 'GET', path, { token }));

describe('account record, profit and bonuses', () => {
  it('lists orders newest first with type and status filters and paging', async () => {
    const approved = okValue(await deposit(t, token, { channelCode: 'BKASH', amount: 1000 }));
    await adminCaller(t).cashier.approveDeposit({ referenceNo: approved.referenceNo });
    await adminCaller(t).clock.advance({ seconds: 1 });
    okValue(await deposit(t, token, { channelCode: 'BKASH', amount: 500 }));
    await adminCaller(t).clock.advance({ seconds: 1 });
    await adminCaller(t).wallet.grantBonus({ username: 'demo01', amount: 88.8, name: 'Welcome bonus' });

    const all = await get('/wps/report/transaction');
    expect((all.list as { type: string }[]).map((o) => o.type)).toEqual(['BONUS', 'DEPOSIT', 'DEPOSIT']);
    expect(all).toMatchObject({ pageNum: 1, totalPages: 1, totalCount: 3 });
    const pending = await get('/wps/report/transaction?type=DEPOSIT&status=PENDING');
    expect(pending.list).toEqual([expect.objectContaining({ amount: 500, status: 'PENDING' })]);
    const page2 = await get('/wps/report/transaction?pageNo=2&pageSize=2');
    expect(page2).toMatchObject({ pageNum: 2, totalPages: 2, totalCount: 3 });
    expect(page2.list).toEqual([expect.objectContaining({ referenceNo: approved.referenceNo })]);
  });

  it('filters by date range: previous and next 7 days', async () => {
    const now = new Date((await adminCaller(t).clock.get()).now).getTime();
    expect((await get(`/wps/report/transaction?startDate=${now - 7 * DAY}&endDate=${now}`)).totalCount).toBe(
      3,
    );
    expect(
      (await get(`/wps/report/transaction?startDate=${now + 1000}&endDate=${now + 7 * DAY}`)).totalCount,
    ).toBe(0);
  });

  it('sums bonuses', async () => {
    const bonuses = await get('/wps/report/bonusDetails');
    expect(bonuses).toMatchObject({ totalCount: 1, totalAmount: 88.8 });
    expect(bonuses.list).toEqual([expect.objectContaining({ type: 'BONUS', remark: 'Welcome bonus' })]);
  });

  it('reports profit and loss by game type from the rounds', async () => {
    const game = await gameOf(t, { gameType: 'RNG' });
    const session = await providerToken(t, token, game.id);
    let win = 0;
    for (const stake of [10, 20]) {
      const round = (await provider(t, 'round', { token: session, roundId: newRoundId(), stake })).json()
        .value;
      win += round.win;
    }
    const pnl = await get('/wps/report/personalPNL');
    expect(pnl.rows).toEqual([
      {
        gameType: 'RNG',
        betCount: 2,
        betAmount: 30,
        winAmount: expect.closeTo(win, 2),
        profit: expect.closeTo(win - 30, 2),
      },
    ]);
    expect(pnl).toMatchObject({ deposit: 1000, withdraw: 0, bonus: 88.8 });
    expect(pnl.netProfit).toBeCloseTo(win - 30 + 88.8, 2);
  });

  it.each([
    '/wps/report/transaction?type=LOAN',
    '/wps/report/transaction?pageSize=500',
    '/wps/report/personalPNL?startDate=yesterday',
    '/wps/report/bonusDetails?startDate=2026-02-01&endDate=2026-01-01',
  ])('answers %s with 400', async (path) => {
    const response = await wps(t, 'GET', path, { token });
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
  });

  it('needs a token', async () => {
    expect((await wps(t, 'GET', '/wps/report/transaction')).statusCode).toBe(401);
  });
});
