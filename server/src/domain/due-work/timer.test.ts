import { afterEach, describe, expect, it } from 'vitest';
import { deposit, okValue } from '../../test/cashier-helpers.ts';
import { createTestApp, loginAs, type TestApp } from '../../test/harness.ts';

let t: TestApp;
afterEach(() => t.close());

describe('the due-work timer', () => {
  it('approves a due deposit by itself, without anyone asking', async () => {
    t = await createTestApp({ sweepIntervalMs: 50 });
    const token = await loginAs(t, 'demo01', 'Demo1234');
    const order = okValue(await deposit(t, token, { channelCode: 'BKASH', amount: 300 }));
    // the clock moves behind the admin surface's back: only the timer can notice
    await t.sim.clock.advance(2 * 60_000);
    await expect
      .poll(
        async () =>
          (await t.db.moneyOrder.findUniqueOrThrow({ where: { referenceNo: order.referenceNo } })).status,
      )
      .toBe('APPROVED');
  });
});
