// Exactly once across processes: two server processes (tsx children) on one database race for the same
// due bets. Process-spawning, so in pnpm test:integration; the in-process races are settlement.test.ts.
import { bettingResponseSchema } from '@sim/shared/lgw/betting';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { adminCaller, mainBalance } from '../../test/cashier-helpers.ts';
import { createTestApp, loginAs, type TestApp } from '../../test/harness.ts';
import { bet, content, lotteryOf } from '../../test/lottery-helpers.ts';
import { takenByTwoProcesses } from '../../test/racing-processes.ts';

let t: TestApp;

beforeEach(async () => {
  t = await createTestApp();
  // the 09:05 draw of a fast lottery takes bets until 09:04:30
  await t.sim.clock.freeze(new Date('2026-11-22T09:02:10Z'));
});
afterEach(() => t.close());

it('settles each bet exactly once when two server processes share the database', {
  timeout: 60_000,
}, async () => {
  const token = await loginAs(t, 'demo01', 'Demo1234');
  const memberId = (
    await t.db.member.findFirstOrThrow({ where: { merchantCode: 'sim001', username: 'demo01' } })
  ).id;
  const fast = await lotteryOf(t, 'FAST');
  await adminCaller(t).lottery.forceNumber({ gameCode: fast.code, winningNumber: '00123' });
  const contents = Array.from({ length: 12 }, () =>
    content(fast.id, '20261122-110', { playId: 3001, bettingContent: '1_2_3' }),
  );
  const placed = await bet(t, token, contents);
  expect(placed.statusCode, placed.body).toBe(200);
  bettingResponseSchema.parse(placed.json());
  const before = await mainBalance(t, memberId);
  await t.sim.clock.advance(5 * 60_000);
  // both start at the same moment, each with its own connection to the database
  expect(await takenByTwoProcesses('./settle-process.ts', t.url)).toBe(12);
  expect(await mainBalance(t, memberId)).toBe(before + 12 * 900);
  expect((await adminCaller(t).wallet.audit()).balanced).toBe(true);
});
