import { incomeReportSchema } from '@sim/shared/wps/income';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { activeContract, settledRound } from '../../../test/contract-helpers.ts';
import { adminCaller, backToSeed, createTestApp, loginAs, type TestApp, wps } from '../../../test/harness.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await backToSeed(t);
  await t.sim.clock.freeze(new Date('2026-11-01T10:00:00Z'));
});

const income = async (token: string, query: string) => {
  const response = await wps(t, 'GET', `/wps/report/income?${query}`, { token });
  return incomeReportSchema.parse(response.json().value);
};

describe('/wps/report/income', () => {
  it('lists the salaries and dividends the contracts paid, paged, with totals per kind', async () => {
    await activeContract(t, 'agent01', 'agent02', 'DAILY_SALARY', [
      { activeMembers: 1, amount: 100, rate: 1 },
    ]);
    await activeContract(
      t,
      'agent01',
      'agent02',
      'DIVIDEND',
      [{ activeMembers: 1, amount: 1, rate: 10 }],
      'DAILY',
    );
    await settledRound(t, 'down03', 600, 100, '2026-11-01T12:00:00Z'); // day 1: salary 6.00, dividend 50.00
    await settledRound(t, 'down03', 300, 0, '2026-11-02T12:00:00Z'); // day 2: salary 3.00, dividend 30.00
    await adminCaller(t).clock.advance({ days: 2 });
    const token = await loginAs(t, 'agent02', 'Agent1234');
    const range = 'startDate=2026-11-01T00:00:00Z&endDate=2026-11-04T00:00:00Z';

    const all = await income(token, `${range}&pageSize=3`);
    expect(all.totalCount).toBe(4);
    expect(all.totalPages).toBe(2);
    expect(all.list).toHaveLength(3);
    expect(all.summary).toEqual({ salary: 9, dividend: 80, commission: 0, rebate: 0, total: 89 });

    const daily = await income(token, `${range}&incomeType=DAILY_SALARY`);
    expect(
      daily.list.map((row) => [row.incomeType, row.amount, new Date(row.periodStart ?? 0).toISOString()]),
    ).toEqual([
      ['DAILY_SALARY', 3, '2026-11-02T00:00:00.000Z'],
      ['DAILY_SALARY', 6, '2026-11-01T00:00:00.000Z'],
    ]);
    expect((await income(token, `${range}&incomeType=HOURLY_SALARY`)).totalCount).toBe(0);
    expect((await income(token, `${range}&incomeType=DIVIDEND`)).list.map((row) => row.amount)).toEqual([
      30, 50,
    ]);

    // the same payouts are in the account record
    const record = await wps(t, 'GET', `/wps/report/transaction?${range}&type=SALARY`, { token });
    expect(record.json().value.totalCount).toBe(2);
    // outside the range: nothing
    expect(
      (await income(token, 'startDate=2026-10-01T00:00:00Z&endDate=2026-10-31T00:00:00Z')).summary.total,
    ).toBe(0);
  });

  it('is for agents only', async () => {
    const token = await loginAs(t, 'down01', 'Down1234');
    const response = await wps(t, 'GET', '/wps/report/income', { token });
    expect(response.json()).toMatchObject({ success: false, errorCode: 'NOT_AGENT' });
  });
});
