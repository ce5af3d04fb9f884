import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mainBalance } from '../../test/cashier-helpers.ts';
import { memberIdOf, settledRound } from '../../test/contract-helpers.ts';
import { adminCaller, backToSeed, createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => backToSeed(t));

describe('agents.* contracts back office', () => {
  it('the three-level scenario sets up its contracts; settleNow pays the ended day', async () => {
    const admin = adminCaller(t);
    const result = await admin.scenario.runFile({ file: 'agent-three-level' });
    expect(result.steps).toContain('DAILY_SALARY contract mid3 -> sub3');
    const contracts = await admin.agents.contracts();
    expect(contracts.map((c) => [c.kind, c.upline, c.downline, c.status, c.rate]).sort()).toEqual([
      ['DAILY_SALARY', 'lead3', 'mid3', 'ACTIVE', 2],
      ['DAILY_SALARY', 'mid3', 'sub3', 'ACTIVE', 1.5],
      ['DIVIDEND', 'lead3', 'mid3', 'ACTIVE', 20],
      ['REALTIME_SALARY', 'mid3', 'sub3', 'PENDING', 0.2],
    ]);
    expect(await admin.agents.contracts({ username: 'sub3', kind: 'DAILY_SALARY', limit: 10 })).toHaveLength(
      1,
    );

    // the rate cap holds on the admin surface too: a conflict with the state
    await expect(
      admin.agents.offerContract({
        upline: 'mid3',
        downline: 'sub3',
        kind: 'DIVIDEND',
        tiers: [{ activeMembers: 1, amount: 1, rate: 25 }],
        accept: true,
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });

    // only agents offer contracts
    await expect(
      admin.agents.offerContract({
        upline: 'demo01',
        downline: 'agent02',
        kind: 'DIVIDEND',
        tiers: [{ activeMembers: 1, amount: 1, rate: 1 }],
        accept: true,
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: 'Non-agents cannot log in' });

    const now = t.sim.clock.now();
    const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    const later = new Date(Math.min(now.getTime() + 60_000, today.getTime() + 86_400_000 - 1)).toISOString();
    await settledRound(t, 'sub3m1', 1000, 0, later); // sub3's team: 1 active, 1,000 -> 0.5 % = 5.00
    const lowBefore = await mainBalance(t, await memberIdOf(t, 'sub3'));
    await t.sim.clock.set(new Date(today.getTime() + 86_400_000 + 1000));
    expect((await admin.agents.settleNow()).periods).toBeGreaterThanOrEqual(2);
    expect((await admin.agents.settleNow()).periods).toBe(0);
    const settled = await admin.agents.settlements({ limit: 100 });
    const low = settled.filter((s) => s.account === 'sub3');
    expect(low.map((s) => [s.contractType, s.activeMembers, s.validBet, s.amount, s.status])).toEqual([
      ['DAILY_SALARY', 1, 1000, 5, 'PAID'],
    ]);
    // mid3's team includes sub3's: 1,000 valid bet, 1 active -> 1 % = 10.00
    expect(settled.find((s) => s.account === 'mid3' && s.contractType === 'DAILY_SALARY')?.amount).toBe(10);
    expect(await mainBalance(t, await memberIdOf(t, 'sub3'))).toBe(lowBefore + 5);
    expect((await admin.wallet.audit()).balanced).toBe(true);
  }, 60_000);
});
