import { personalProfitSchema } from '@sim/shared/wps/report';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { backToSeed, createTestApp, loginAs, type TestApp, wps } from '../../../test/harness.ts';
import { bet, content, lotteryOf, near } from '../../../test/lottery-helpers.ts';
import { playRound } from '../../../test/points-helpers.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await backToSeed(t);
  token = await loginAs(t, 'demo01', 'Demo1234');
});

const report = async (path: string) => {
  const answer = await wps(t, 'GET', `/wps/report/${path}`, { token });
  expect(answer.json().success).toBe(true);
  return personalProfitSchema.parse(answer.json().value);
};

describe('the legacy personal profit reports over some products', () => {
  it('reads the same rounds as personalPNL, lottery ones in detailedLottoPNL, PVP and fishing in personalPVPFishingPNL', async () => {
    await playRound(t, token, 'FISH', 30);
    await playRound(t, token, 'RNG', 20);
    const fast = await lotteryOf(t, 'FAST');
    const { currentNumero } = await near(t, fast.id);
    const placed = await bet(t, token, [
      content(fast.id, currentNumero.numero, { playId: 3002, bettingContent: '1,2,3,4' }),
    ]);
    expect(placed.statusCode).toBe(200);

    const all = await report('personalPNL');
    const lotto = await report('detailedLottoPNL');
    const fishing = await report('personalPVPFishingPNL');
    const byType = (rows: { gameType: string }[]) => rows.map((row) => row.gameType);

    expect(byType(all.rows)).toEqual(expect.arrayContaining(['ELOTT', 'FISH', 'RNG']));
    expect(byType(lotto.rows)).toEqual(['ELOTT']);
    expect(byType(fishing.rows)).toEqual(['FISH']);
    // each row is personalPNL's own row for that game type
    for (const row of [...lotto.rows, ...fishing.rows])
      expect(all.rows.find((r) => r.gameType === row.gameType)).toEqual(row);
    expect(fishing.total).toMatchObject({ betCount: 1, betAmount: 30 });
    // the money of the range is the member's, whatever the products
    expect(lotto.deposit).toBe(all.deposit);
    expect(fishing.bonus).toBe(all.bonus);
  });

  it('needs a session', async () => {
    for (const path of ['detailedLottoPNL', 'personalPVPFishingPNL']) {
      const answer = await wps(t, 'GET', `/wps/report/${path}`);
      expect(answer.statusCode).toBe(401);
    }
  });
});
