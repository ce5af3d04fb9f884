import type { ContractKind, ContractTier, DividendPeriod } from '@sim/shared/relay/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDb } from '../../db/client.ts';
import { SimClock } from '../../foundation/clock.ts';
import { mainBalance } from '../../test/cashier-helpers.ts';
import { activeContract, agent02TeamRounds, DAILY_TIERS, memberIdOf } from '../../test/contract-helpers.ts';
import { adminCaller, backToSeed, createTestApp, type TestApp } from '../../test/harness.ts';
import { claimDuePeriods, settleDueContracts } from './settlement.ts';

let t: TestApp;
let agent02: number;

// 2026-11-01 is a Sunday: the week in progress began on Monday 26 October
const START = '2026-11-01T10:00:00Z';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await backToSeed(t);
  await t.sim.clock.freeze(new Date(START));
  agent02 = await memberIdOf(t, 'agent02');
  await agent02TeamRounds(t);
});

const contract = (kind: ContractKind, tiers: ContractTier[], period?: DividendPeriod) =>
  activeContract(t, 'agent01', 'agent02', kind, tiers, period);

const periodsOf = (contractId: number) =>
  t.db.settlementPeriod.findMany({ where: { contractId }, orderBy: { periodStart: 'asc' } });

const paidOrders = () =>
  t.db.moneyOrder.findMany({ where: { memberId: agent02, type: { in: ['SALARY', 'DIVIDEND'] } } });

async function monthLater() {
  const admin = adminCaller(t);
  // the clock's admin move runs the due work, the contracts job among it
  await admin.clock.advance({ days: 30 });
  expect((await admin.wallet.audit()).balanced).toBe(true);
}

describe('settlement of each kind across a one-month clock jump', () => {
  it('daily salary: 30 periods, the tier reached each day, paid into the account record', async () => {
    const before = await mainBalance(t, agent02);
    const { id } = await contract('DAILY_SALARY', [
      { activeMembers: 1, amount: 100, rate: 1 },
      { activeMembers: 2, amount: 1000, rate: 2 },
    ]);
    await monthLater();
    const periods = await periodsOf(id);
    expect(periods).toHaveLength(30); // 1 to 30 November; 1 December has not ended
    // day 1: 2 active, 1,100 valid bet -> 2 % = 22; day 2: 1 active, 200 -> 1 % = 2; day 3: 50, no tier
    expect(periods.slice(0, 3).map((p) => [p.activeMembers, p.validBetMinor, p.rate, p.amountMinor])).toEqual(
      [
        [2, 110_000n, 2, 2_200n],
        [1, 20_000n, 1, 200n],
        [1, 5_000n, 0, 0n],
      ],
    );
    expect(periods.every((p) => p.status === 'PAID')).toBe(true);
    const orders = await paidOrders();
    expect(orders.map((o) => [o.type, o.amountMinor]).sort()).toEqual([
      ['SALARY', 200n],
      ['SALARY', 2_200n],
    ]);
    expect(periods[0]?.referenceNo).toMatch(/^S/);
    expect(await mainBalance(t, agent02)).toBe(before + 24);
    // a second run finds nothing due
    expect(await settleDueContracts(t.sim)).toBe(0);
    expect(await paidOrders()).toHaveLength(2);
  });

  it('hourly salary: 720 periods, two of them paid', async () => {
    const { id } = await contract('HOURLY_SALARY', [{ activeMembers: 1, amount: 10, rate: 0.5 }]);
    await monthLater();
    const periods = await periodsOf(id);
    expect(periods).toHaveLength(720);
    expect(
      periods.filter((p) => p.amountMinor > 0n).map((p) => [p.periodStart.toISOString(), p.amountMinor]),
    ).toEqual([
      ['2026-11-01T12:00:00.000Z', 300n], // 600 x 0.5 %
      ['2026-11-01T13:00:00.000Z', 250n],
      ['2026-11-02T08:00:00.000Z', 100n],
      ['2026-11-03T08:00:00.000Z', 25n],
    ]);
    expect((await paidOrders()).reduce((sum, o) => sum + o.amountMinor, 0n)).toBe(675n);
  });

  it('real-time salary: every 5 minutes, 8,640 periods', { timeout: 60_000 }, async () => {
    const { id } = await contract('REALTIME_SALARY', [{ activeMembers: 1, amount: 10, rate: 0.2 }]);
    await monthLater();
    expect(await t.db.settlementPeriod.count({ where: { contractId: id } })).toBe(8640);
    const paid = await t.db.settlementPeriod.findMany({ where: { contractId: id, amountMinor: { gt: 0 } } });
    expect(paid.map((p) => [p.periodStart.toISOString(), p.periodEnd.toISOString(), p.amountMinor])).toEqual([
      ['2026-11-01T12:00:00.000Z', '2026-11-01T12:05:00.000Z', 120n],
      ['2026-11-01T13:00:00.000Z', '2026-11-01T13:05:00.000Z', 100n],
      ['2026-11-02T08:00:00.000Z', '2026-11-02T08:05:00.000Z', 40n],
      ['2026-11-03T08:00:00.000Z', '2026-11-03T08:05:00.000Z', 10n],
    ]);
  });

  it('weekly dividend: 5 weeks ended, paid on the team’s loss only', async () => {
    const { id } = await contract('DIVIDEND', [{ activeMembers: 1, amount: 100, rate: 10 }], 'WEEKLY');
    await monthLater();
    const periods = await periodsOf(id);
    expect(periods.map((p) => p.periodStart.toISOString().slice(0, 10))).toEqual([
      '2026-10-26',
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
    ]);
    // week 1 (from the start): stakes 1,100, wins 100 -> loss 1,000 -> 10 % = 100
    // week 2: stakes 250, wins 500 -> the team won 250: no dividend
    expect(periods.slice(0, 2).map((p) => [p.profitLossMinor, p.amountMinor])).toEqual([
      [-100_000n, 10_000n],
      [25_000n, 0n],
    ]);
    expect((await paidOrders()).map((o) => [o.type, o.amountMinor])).toEqual([['DIVIDEND', 10_000n]]);
  });

  it('semimonthly and monthly dividends: two half months, one month', async () => {
    const semi = await contract('DIVIDEND', [{ activeMembers: 1, amount: 1, rate: 5 }], 'SEMIMONTHLY');
    // agent42's team (agent42, down04) has no rounds: its month pays nothing
    const monthly = await activeContract(
      t,
      'agent41',
      'agent42',
      'DIVIDEND',
      [{ activeMembers: 1, amount: 1, rate: 5 }],
      'MONTHLY',
    );
    await monthLater();
    expect((await periodsOf(semi.id)).map((p) => p.periodEnd.toISOString().slice(0, 10))).toEqual([
      '2026-11-16',
      '2026-12-01',
    ]);
    expect(
      (await periodsOf(monthly.id)).map((p) => [p.periodStart.toISOString().slice(0, 10), p.amountMinor]),
    ).toEqual([['2026-11-01', 0n]]);
  });
});

// two server processes racing for the periods: settlement-processes.test.ts (pnpm test:integration)
describe('exactly once', () => {
  it('a restart pays the periods a crash left CLAIMED, once', async () => {
    const before = await mainBalance(t, agent02);
    const { id } = await contract('DAILY_SALARY', DAILY_TIERS);
    await t.sim.clock.advance(30 * 86_400_000);
    // the process claimed, then died before paying
    expect(await claimDuePeriods(t.sim)).toBe(30);
    expect(await t.db.settlementPeriod.count({ where: { contractId: id, status: 'CLAIMED' } })).toBe(2);
    // the restarted server: its own connection and clock on the same file
    const db = createDb(t.url);
    const clock = new SimClock(db);
    await clock.load();
    try {
      expect(await settleDueContracts({ db, clock })).toBe(0);
    } finally {
      await db.$disconnect();
    }
    expect(await t.db.settlementPeriod.count({ where: { contractId: id, status: 'CLAIMED' } })).toBe(0);
    expect(await settleDueContracts(t.sim)).toBe(0);
    expect(await paidOrders()).toHaveLength(2);
    expect(await mainBalance(t, agent02)).toBe(before + 24);
    expect((await adminCaller(t).wallet.audit()).balanced).toBe(true);
  });
});
