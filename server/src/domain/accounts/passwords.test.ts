import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_PASSWORD_COST,
  hashingLoad,
  hashPassword,
  MAX_CONCURRENT_HASHES,
  setPasswordHashCost,
  verifyPassword,
} from './passwords.ts';

afterEach(() => setPasswordHashCost(DEFAULT_PASSWORD_COST));

describe('password hashing', () => {
  it('runs at most two scrypt hashes at once; the rest wait their turn and all finish', async () => {
    setPasswordHashCost(12);
    const hashes = Array.from({ length: 6 }, (_, i) => hashPassword(`secret-${i}`));
    expect(hashingLoad()).toEqual({ running: MAX_CONCURRENT_HASHES, waiting: 6 - MAX_CONCURRENT_HASHES });
    const seen: number[] = [];
    const sampler = setInterval(() => seen.push(hashingLoad().running), 1);
    const stored = await Promise.all(hashes);
    clearInterval(sampler);
    expect(Math.max(...seen, 0)).toBeLessThanOrEqual(MAX_CONCURRENT_HASHES);
    expect(hashingLoad()).toEqual({ running: 0, waiting: 0 });
    const checks = await Promise.all(stored.map((hash, i) => verifyPassword(`secret-${i}`, hash)));
    expect(checks).toEqual([true, true, true, true, true, true]);
    expect(await verifyPassword('secret-0', stored[1]!)).toBe(false);
  });

  it('frees its slot when a hash fails', async () => {
    // a stored hash whose parameters scrypt refuses (N not a power of two)
    const broken = 'scrypt$1000$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAA';
    await expect(verifyPassword('x', broken)).rejects.toThrow();
    expect(hashingLoad()).toEqual({ running: 0, waiting: 0 });
  });
});
