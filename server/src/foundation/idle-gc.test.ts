import { describe, expect, it } from 'vitest';
import { collectAllGarbage, idleCollector } from './idle-gc.ts';

describe('collecting when the server goes quiet', () => {
  it('collects once, on the first quiet check after a busy one', () => {
    const due = idleCollector();
    expect([0, 0.01, 0.1].map(due)).toEqual([false, false, false]);
    expect([0.6, 0.3, 0.05, 0.01, 0.01].map(due)).toEqual([false, false, false, true, false]);
    expect([0.9, 0.0].map(due)).toEqual([false, true]);
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
