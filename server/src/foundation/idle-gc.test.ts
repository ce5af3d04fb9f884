import { describe, expect, it } from 'vitest';
import { collectAllGarbage, idleCollector, QUIET_CHECKS } from './idle-gc.ts';

describe('collecting when the server goes quiet', () => {
  it('collects once, after enough quiet checks in a row follow a busy one', () => {
    const due = idleCollector(3);
    expect([0, 0.01, 0.1].map(due)).toEqual([false, false, false]);
    expect([0.6, 0.3, 0.01, 0.01, 0.01, 0.01].map(due)).toEqual([false, false, false, false, true, false]);
    // a check that is not quiet starts the count again: a pause between two bursts collects nothing
    expect([0.9, 0.0, 0.0, 0.5, 0.0, 0.0, 0.05, 0.0, 0.0, 0.0].map(due)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      true,
    ]);
  });

  it('waits ten quiet seconds by default', () => {
    const due = idleCollector();
    const checks = [0.9, ...Array(QUIET_CHECKS).fill(0)].map(due);
    expect(checks.indexOf(true)).toBe(QUIET_CHECKS);
  });

  it('collects what nothing references any more', async () => {
    let garbage: object | null = { bytes: new Array(1000).fill('x') };
    const weak = new WeakRef(garbage);
    garbage = null;
    await new Promise((resolve) => setImmediate(resolve));
    await collectAllGarbage();
    expect(weak.deref()).toBeUndefined();
  });
});
