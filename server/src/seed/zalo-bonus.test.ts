import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminCaller, backToSeed, createTestApp, type TestApp } from '../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => backToSeed(t));

describe('the Zalo bonus (platform-spec.md section 9: "Zalo bonus up to 131K")', () => {
  it('is seeded for the dong merchant only, capped at 131,000 VND', async () => {
    const sim001 = await adminCaller(t).promotions.list({});
    const sim002 = await adminCaller(t).promotions.list({ merchant: 'sim002' });

    expect(sim001.map((p) => p.code)).not.toContain('ZALO131K');
    const zalo = sim002.find((p) => p.code === 'ZALO131K');
    expect(zalo).toMatchObject({
      kind: 'DEPOSIT_BONUS',
      phase: 'OPEN',
      status: 'ACTIVE',
      bonusMax: 131_000,
      minDeposit: 100_000,
    });
  });

  it('says so in the six languages, with the amounts in dong', async () => {
    const sim002 = await adminCaller(t).promotions.list({ merchant: 'sim002' });
    const zalo = sim002.find((p) => p.code === 'ZALO131K')!;

    expect(Object.keys(zalo.texts).sort()).toEqual(['BN', 'CN', 'EN', 'JA', 'TH', 'VI']);
    expect(zalo.texts.VI?.title).toBe('Thưởng Zalo lên đến 131K');
    expect(zalo.texts.EN?.summary).toContain('131,000');
  });
});
