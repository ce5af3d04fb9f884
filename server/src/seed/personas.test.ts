import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../domain/accounts/passwords.ts';
import { seedPasswordHasher } from './personas.ts';

describe("the seed's password hasher", () => {
  it('hashes each distinct password once, and every hash verifies its own password only', async () => {
    const hash = seedPasswordHasher();
    const [demo, demoAgain, agent] = await Promise.all([
      hash('Demo1234'),
      hash('Demo1234'),
      hash('Agent1234'),
    ]);
    expect(demoAgain).toBe(demo);
    expect(agent).not.toBe(demo);
    expect(await verifyPassword('Demo1234', demo)).toBe(true);
    expect(await verifyPassword('Agent1234', demo)).toBe(false);
    expect(await verifyPassword('Agent1234', agent)).toBe(true);
    // a new seed makes new hashes (new salts)
    expect(await seedPasswordHasher()('Demo1234')).not.toBe(demo);
  });
});
