// Exactly once across processes: two server processes (tsx children) on one database race for the same
// due periods. Process-spawning, so in pnpm test:integration; the in-process cases are settlement.test.ts.
import { afterEach, beforeEach, expect, it } from 'vitest';
import { mainBalance } from '../../test/cashier-helpers.ts';
import { activeContract, agent02TeamRounds, DAILY_TIERS, memberIdOf } from '../../test/contract-helpers.ts';
import { adminCaller, createTestApp, type TestApp } from '../../test/harness.ts';
import { takenByTwoProcesses } from '../../test/racing-processes.ts';

let t: TestApp;
let agent02: number;

beforeEach(async () => {
  t = await createTestApp();
  // 2026-11-01 is a Sunday: the week in progress began on Monday 26 October
  await t.sim.clock.freeze(new Date('2026-11-01T10:00:00Z'));
  agent02 = await memberIdOf(t, 'agent02');
  await agent02TeamRounds(t);
});
afterEach(() => t.close());

it('two server processes on one database settle each period once', { timeout: 60_000 }, async () => {
  const before = await mainBalance(t, agent02);
  const { id } = await activeContract(t, 'agent01', 'agent02', 'DAILY_SALARY', DAILY_TIERS);
  await t.sim.clock.advance(30 * 86_400_000);
  expect(await takenByTwoProcesses('./contracts-settle-process.ts', t.url)).toBe(30);
  expect(await t.db.settlementPeriod.count({ where: { contractId: id } })).toBe(30);
  const paid = await t.db.moneyOrder.findMany({
    where: { memberId: agent02, type: { in: ['SALARY', 'DIVIDEND'] } },
  });
  expect(paid).toHaveLength(2);
  expect(await mainBalance(t, agent02)).toBe(before + 24);
  expect((await adminCaller(t).wallet.audit()).balanced).toBe(true);
});
