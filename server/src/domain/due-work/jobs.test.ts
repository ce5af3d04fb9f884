import { afterEach, describe, expect, it } from 'vitest';
import { createDb } from '../../db/client.ts';
import { SharedVersions } from '../../foundation/shared-versions.ts';
import { deposit, okValue } from '../../test/cashier-helpers.ts';
import { activeContract } from '../../test/contract-helpers.ts';
import { createTestApp, loginAs, onPostgres, type TestApp } from '../../test/harness.ts';
import { nextTurn } from '../../test/next-turn.ts';
import { ordersAreDue } from '../cashier/sweeper.ts';
import { periodsAreDue } from '../contracts/settlement.ts';
import { monthsAreDue } from '../vip/review.ts';
import { type DueJob, DueWorkGate, runDueWork } from './jobs.ts';

let t: TestApp;
afterEach(() => t.close());

const DAY = 86_400_000;

describe('the due-work looks the timer takes before a job', () => {
  it('say nothing is due after a run, and something once its time has come', async () => {
    t = await createTestApp();
    await t.sim.clock.freeze(new Date('2026-11-01T10:00:00Z'));
    const token = await loginAs(t, 'demo01', 'Demo1234');
    okValue(await deposit(t, token, { channelCode: 'BKASH', amount: 300 }));
    await activeContract(t, 'agent01', 'agent02', 'DAILY_SALARY', [
      { activeMembers: 1, amount: 100, rate: 1 },
    ]);
    // a member promoted in October: reviewed from then on, month by month
    const demo = await t.db.member.findFirstOrThrow({ where: { username: 'demo01' } });
    await t.db.vipStanding.create({
      data: { memberId: demo.id, merchantCode: demo.merchantCode, reviewedThrough: '2026-10' },
    });
    await runDueWork(t.sim);
    expect([await ordersAreDue(t.sim), await periodsAreDue(t.sim), await monthsAreDue(t.sim)]).toEqual([
      false,
      false,
      false,
    ]);

    // the clock moves behind the admin surface's back, as real time does under the timer
    await t.sim.clock.advance(40 * DAY);
    expect([await ordersAreDue(t.sim), await periodsAreDue(t.sim), await monthsAreDue(t.sim)]).toEqual([
      true,
      true,
      true,
    ]);
    const moved = await runDueWork(t.sim, new DueWorkGate());
    expect(moved).toMatchObject({ cashier: 1, contracts: 40 });
    expect(moved['vip-review']).toBeGreaterThan(0);
    expect([await ordersAreDue(t.sim), await periodsAreDue(t.sim), await monthsAreDue(t.sim)]).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('runs a job that only new data can feed once, then again only after a write', async () => {
    t = await createTestApp();
    let runs = 0;
    const job: DueJob = { name: 'counting', run: async () => ++runs, due: 'changes' };
    const gate = new DueWorkGate();
    await gate.run(job, t.sim);
    await gate.run(job, t.sim);
    // PostgreSQL keeps no change counter to compare: there the job runs on every tick
    expect(runs).toBe(onPostgres ? 2 : 1);

    // another process's commit counts as much as this one's
    const other = createDb(t.url);
    try {
      await other.member.updateMany({ where: { username: 'demo01' }, data: { nickname: 'Someone Else' } });
    } finally {
      await other.$disconnect();
    }
    await nextTurn();
    await gate.run(job, t.sim);
    await gate.run(job, t.sim);
    expect(runs).toBe(onPostgres ? 4 : 2);
  });
});

describe('the shared cache stamps', () => {
  it('skip their read while nothing was written, and still see another process bump one', async () => {
    t = await createTestApp();
    const versions = new SharedVersions(t.db);
    await versions.prime();
    let reloads = 0;
    versions.on('merchants', () => {
      reloads += 1;
    });
    await versions.poll();
    expect(reloads).toBe(0);

    const other = createDb(t.url);
    try {
      await new SharedVersions(other).bump(other, 'merchants');
    } finally {
      await other.$disconnect();
    }
    await nextTurn();
    await versions.poll();
    expect(reloads).toBe(1);
  });
});
