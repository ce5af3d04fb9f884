// Two server processes on one database (replicas behind a proxy): what an admin call changes through
// one is what the other answers within a poll of the shared versions, faults fire as often as QA
// said across both, and the journal table lists the calls either answered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminCaller,
  adminMutation,
  createReplica,
  createTestApp,
  MERCHANT,
  setFlag,
  type TestApp,
  wps,
} from '../test/harness.ts';

const POLL_MS = 50;

let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  a = await createTestApp({ sharedPollMs: POLL_MS, journal: 'table' });
  b = await createReplica(a, { sharedPollMs: POLL_MS, journal: 'table' });
});

afterAll(async () => {
  await b?.close();
  await a?.close();
});

/** Retries `check` until it passes or a second is up (ten polls and more). */
async function within(check: () => Promise<void>, ms = 1000): Promise<number> {
  const started = performance.now();
  for (;;) {
    try {
      await check();
      return performance.now() - started;
    } catch (error) {
      if (performance.now() - started > ms) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}

const statusOf = async (t: TestApp) => (await wps(t, 'GET', '/wps/system/status')).json().value;

describe('caches shared by two server processes', () => {
  it('answers maintenance switched on through the other within a second', async () => {
    expect((await statusOf(b)).maintenance).toBe(false);
    await adminMutation(a, 'system.setStatus', { maintenance: true });
    await within(async () => expect((await statusOf(b)).maintenance).toBe(true));
    expect((await wps(b, 'GET', '/wps/member/info')).statusCode).toBe(503);
    await adminMutation(b, 'system.setStatus', { maintenance: false });
    await within(async () => expect((await statusOf(a)).maintenance).toBe(false));
  });

  it('follows a feature flag, the clock and the visitor override changed through the other', async () => {
    await setFlag(a, 'PTSYS3', false);
    await adminCaller(a).clock.freeze();
    await adminCaller(a).system.setClientLocation({ country: 'JP' });
    await within(async () => {
      expect((await b.sim.merchants.get(MERCHANT))?.flags.get('PTSYS3')).toBe(false);
      expect(b.sim.clock.state().frozenAt?.getTime()).toBe(a.sim.clock.state().frozenAt?.getTime());
      expect(b.sim.location.get().country).toBe('JP');
    });
    await adminCaller(a).clock.resume();
    await within(async () => expect(b.sim.clock.state().frozenAt).toBeNull());
  });

  it('keeps a change made through one when the other changes the same merchant at once', async () => {
    await adminCaller(a).brand.set({ singleWallet: false });
    // b has not polled yet: its cached profile still says single wallet
    await adminCaller(b).cashier.setSettings({ withdrawDailyCount: 42 });
    const stored = await a.db.merchant.findUniqueOrThrow({ where: { code: MERCHANT } });
    expect(stored.config).toMatchObject({ singleWallet: false });
  });

  it('applies a fault added through one in the other, `times` counted across both', async () => {
    const fault = await adminCaller(a).faults.add({ match: '/wps/system/status', status: 503, times: 3 });
    await within(async () => expect(b.sim.faults.targets('/wps/system/status')).toBe(true));
    const codes = [];
    for (const t of [a, b, a, b, a, b]) codes.push((await wps(t, 'GET', '/wps/system/status')).statusCode);
    expect(codes.filter((code) => code === 503)).toHaveLength(3);
    expect(await adminCaller(b).faults.list()).toEqual([]);
    expect(fault.id).toBeGreaterThan(0);
    await within(async () => expect(a.sim.faults.targets('/wps/system/status')).toBe(false));
  });

  it('lists the calls either answered from the journal table, through either, within a tenth of a second', async () => {
    await wps(a, 'GET', '/wps/nowhere?from=a');
    await wps(b, 'GET', '/wps/nowhere?from=b');
    // each writes its entries within a tenth of a second
    for (const t of [a, b])
      await within(async () => {
        const listed = await adminCaller(t).journal.list({ path: '/wps/nowhere', limit: 10 });
        expect(listed.map((e) => e.query).sort()).toEqual(['from=a', 'from=b']);
      });
  });
});
