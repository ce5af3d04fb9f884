import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminCaller, backToSeed, createTestApp, loginAs, type TestApp } from '../../test/harness.ts';
import { provider } from '../../test/play-helpers.ts';
import { playRound, pointBalanceOf, relay } from '../../test/points-helpers.ts';

let t: TestApp;
let token: string;
let before: number;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await backToSeed(t);
  token = await loginAs(t, 'demo01', 'Demo1234');
  before = await pointBalanceOf(t, token);
});

const record = async () => (await relay(t, token, 'ODSFE2_MemTransDet')).json().value;

describe('points earned from valid bets', () => {
  it('earns a settled slot round at the slots rate (1.20), with a line in the points record', async () => {
    const { roundId } = await playRound(t, token, 'RNG', 100);
    expect(await pointBalanceOf(t, token)).toBe(before + 120);
    const [line] = (await record()).list;
    expect(line).toMatchObject({ type: 'EARN', changedPoints: 120, balance: before + 120 });
    expect(line.remark).toContain('SLOTS');
    expect(await t.db.pointEntry.count({ where: { idempotencyKey: `round/${roundId}/points` } })).toBe(1);
  });

  it('earns once per round: a replayed round earns nothing more', async () => {
    const { roundId, session } = await playRound(t, token, 'RNG', 50);
    const replay = await provider(t, 'round', { token: session, roundId, stake: 50 });
    expect(replay.json().value.replayed).toBe(true);
    expect(await pointBalanceOf(t, token)).toBe(before + 60);
  });

  it('earns a live-table round at 0.70 when it is dealt, not when the bet is placed', async () => {
    await playRound(t, token, 'LIVE', 100);
    expect(await pointBalanceOf(t, token)).toBe(before + 70);
  });

  it('follows the rate the merchant sets', async () => {
    await adminCaller(t).points.setSettings({ rates: { SLOTS: 2.5 } });
    await playRound(t, token, 'RNG', 10);
    expect(await pointBalanceOf(t, token)).toBe(before + 25);
    const config = (await relay(t, token, 'MCS2_getPointConfig')).json().value;
    expect(config.rates).toContainEqual({ category: 'SLOTS', rate: 2.5, gameTypes: ['RNG', 'JACKPOT'] });
    expect(config.rates).toContainEqual({ category: 'LIVE', rate: 0.7, gameTypes: ['LIVE'] });
  });

  it('never expires: a year and more later the points are all there', async () => {
    await playRound(t, token, 'RNG', 100);
    await adminCaller(t).clock.advance({ days: 400 });
    const token2 = await loginAs(t, 'demo01', 'Demo1234');
    expect(await pointBalanceOf(t, token2)).toBe(before + 120);
    expect((await relay(t, token2, 'MCS2_getPointConfig')).json().value.expires).toBe(false);
  });
});
