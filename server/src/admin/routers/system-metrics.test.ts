import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventLoopDelaySampler } from '../../foundation/process-metrics.ts';
import { adminQuery, createTestApp, loginAs, type TestApp, wps } from '../../test/harness.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const metrics = async () => (await adminQuery(t, 'system.metrics')).json().result.data;

describe('system.metrics', () => {
  it("answers the process's memory, live handles, event-loop delay and the journal's length", async () => {
    const before = await metrics(); // starts the delay histogram if no one read it yet
    expect(before.rssBytes).toBeGreaterThan(before.heapUsedBytes);
    expect(before.activeResources).toBeGreaterThan(0);
    await wps(t, 'GET', '/wps/system/status');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const after = await metrics();
    expect(after.journalEntries).toBe(before.journalEntries + 1);
    // the histogram samples every 10 ms: on a busy machine the first interval may hold none yet
    const delay = await vi.waitFor(async () => {
      const { eventLoopDelayMs } = await metrics();
      expect(eventLoopDelayMs).not.toBeNull();
      return eventLoopDelayMs;
    });
    expect(delay.p99).toBeGreaterThan(0);
    expect(delay.max).toBeGreaterThanOrEqual(delay.p99);
  });

  it('answers no event-loop delay on the first read: the histogram starts then', async () => {
    const take = eventLoopDelaySampler();
    expect(take()).toBeNull();
    const delay = await vi.waitFor(() => {
      const sample = take();
      expect(sample).not.toBeNull();
      return sample;
    });
    expect(delay?.max).toBeGreaterThan(0);
  });

  it('needs the admin token: a member token never passes', async () => {
    const token = await loginAs(t, 'demo01', 'Demo1234');
    expect((await adminQuery(t, 'system.metrics', undefined, token)).statusCode).toBe(401);
    expect((await adminQuery(t, 'system.metrics', undefined, '')).statusCode).toBe(401);
  });
});
