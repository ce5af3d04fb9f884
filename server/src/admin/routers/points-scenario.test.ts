import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminCaller, backToSeed, createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => backToSeed(t));

describe('scenario keys points: and cashback:', () => {
  it('set the rates, add goods, grant points to a scenario persona and switch cashback on', async () => {
    const result = await adminCaller(t).scenario.run({
      name: 'rewards',
      personas: [{ username: 'mall_qa', password: 'Mall1234', balance: 100 }],
      points: {
        rates: { SLOTS: 2 },
        minConvertPoints: 50,
        goods: [{ names: { EN: 'Scenario cap', VI: 'Mũ' }, points: 300, stock: 2 }],
        grants: [{ username: 'mall_qa', points: 1000 }],
      },
      cashback: { enabled: true, rates: { RNG: 1 }, period: 'WEEKLY' },
    });
    expect(result.steps).toEqual(
      expect.arrayContaining([
        'points settings',
        'points goods Scenario cap',
        '1000 points to mall_qa',
        'cashback on',
        'cashback settings',
      ]),
    );
    const caller = adminCaller(t);
    expect(await caller.points.settings()).toMatchObject({
      rates: { SLOTS: 2, LIVE: 0.7 },
      minConvertPoints: 50,
    });
    expect((await caller.points.goods()).find((g) => g.names.EN === 'Scenario cap')).toMatchObject({
      availableQuantity: 2,
      status: 'AVAILABLE',
    });
    expect((await caller.points.member({ username: 'mall_qa' })).pointBalance).toBe(1000);
    expect(await caller.rebate.settings()).toMatchObject({ period: 'WEEKLY', rates: { RNG: 1 } });
    const flags = await caller.flags.list();
    expect(flags.find((f: { modId: string }) => f.modId === 'MANPLAYREB3')).toMatchObject({ enabled: true });
  });

  it('ships points-and-cashback.yaml: mall_qa with 50,000 points, cashback on weekly, a scarce jersey', async () => {
    const caller = adminCaller(t);
    await caller.scenario.runFile({ file: 'points-and-cashback.yaml' });
    expect((await caller.points.member({ username: 'mall_qa' })).pointBalance).toBe(50_000);
    expect(await caller.rebate.settings()).toMatchObject({ period: 'WEEKLY', minClaimAmount: 0.5 });
    expect(
      (await caller.points.goods()).find((g) => g.names.VI === 'Áo đấu phiên bản giới hạn'),
    ).toMatchObject({
      availableQuantity: 1,
      points: 20_000,
    });
  });
});
