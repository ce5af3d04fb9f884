// The winners board, rank list and jackpot from real rounds: a big win shows masked, a small one does
// not; the jackpot grows with settled bets and the back office sets and resets it.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminCaller, backToSeed, createTestApp, loginAs, type TestApp, wps } from '../../test/harness.ts';
import { playRound } from '../../test/points-helpers.ts';

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

const caller = () => adminCaller(t);
const get = async (path: string) => (await wps(t, 'GET', path)).json();
const forceNext = (multiplier: number) => caller().provider.forceOutcome({ username: 'demo01', multiplier });

describe('ODSFE2_getWinnerBoard and GCSGAME_getRankList', () => {
  it('list big wins of settled rounds with masked usernames, without a token', async () => {
    expect((await get('/wps/relay/ODSFE2_getWinnerBoard')).value.list).toEqual([]);
    await forceNext(2);
    await playRound(t, token, 'RNG', 10); // 20: neither ten times nor 1,000
    await forceNext(12);
    const { game } = await playRound(t, token, 'RNG', 10); // 120: twelve times the stake
    await forceNext(1.5);
    await playRound(t, token, 'RNG', 1000); // 1,500: above the amount
    const board = await get('/wps/relay/ODSFE2_getWinnerBoard');
    expect(board.success).toBe(true);
    expect(board.value.list).toHaveLength(2);
    expect(board.value.list[1].vo).toMatchObject({
      username: 'de***01',
      winAmount: 120,
      betAmount: 10,
      multiple: 12,
      nodeId: game.id,
      gameName: game.name,
      gameType: 'RNG',
      currency: 'BDT',
    });
    const ranks = await get('/wps/relay/GCSGAME_getRankList?gameCategory=rng&language=EN&limitNum=1');
    expect(ranks.value.list).toEqual([expect.objectContaining({ rank: 1, winAmount: 1500 })]);
    expect((await get('/wps/relay/GCSGAME_getRankList?gameCategory=LIVE')).value.list).toEqual([]);
  });

  it('refuse a limit out of range', async () => {
    const answer = await wps(t, 'GET', '/wps/relay/ODSFE2_getWinnerBoard?limitNum=1000');
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
  });
});

describe('VIS_getJackpot', () => {
  it('grows by the contribution of every valid bet; the back office sets and resets it', async () => {
    const start = (await get('/wps/relay/VIS_getJackpot')).value;
    expect(start).toMatchObject({ amount: 500000, currency: 'BDT', contributionPercent: 1 });
    await playRound(t, token, 'RNG', 100);
    await playRound(t, token, 'RNG', 250);
    expect((await get('/wps/relay/VIS_getJackpot')).value.amount).toBe(500003.5);

    const set = await caller().jackpot.set({ amount: 1000, contributionPercent: 10 });
    expect(set).toMatchObject({ amount: 1000, seed: 1000, betsSinceReset: 0 });
    await playRound(t, token, 'RNG', 50);
    expect((await get('/wps/relay/VIS_getJackpot')).value).toMatchObject({
      amount: 1005,
      contributionPercent: 10,
    });
    expect((await caller().jackpot.get()).betsSinceReset).toBe(50);

    expect((await caller().jackpot.reset()).amount).toBe(500000);
    expect((await get('/wps/relay/VIS_getJackpot')).value.amount).toBe(500000);
    await expect(caller().jackpot.set({ contributionPercent: 50 })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});
