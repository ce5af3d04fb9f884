import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isVipService } from '../../domain/vip/service.ts';
import { mainBalance } from '../../test/cashier-helpers.ts';
import { adminCaller, backToSeed, createTestApp, loginAs, type TestApp, wps } from '../../test/harness.ts';
import { playRound, relay } from '../../test/points-helpers.ts';

let t: TestApp;
let token: string;
let memberId: number;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await backToSeed(t);
  // the 10th of a month, frozen: rounds and reviews fall in known months
  await adminCaller(t).clock.set({ at: '2026-11-10T12:00:00Z' });
  await adminCaller(t).clock.freeze();
  const created = await adminCaller(t).members.create({ username: 'viptest', balance: 20_000 });
  memberId = created.id;
  token = await loginAs(t, 'viptest', 'Test1234');
});

const caller = () => adminCaller(t);
/** a clock jump outlives the session: log in again after it */
async function jump(days: number) {
  await caller().clock.advance({ days });
  token = await loginAs(t, 'viptest', 'Test1234');
}
const progress = async (as = token) => (await relay(t, as, 'MCSFE_getPlayerRankProgress')).json().value;
const bonusOrders = () =>
  t.db.moneyOrder.findMany({ where: { memberId, requestId: { startsWith: 'vip-bonus/' } } });

describe('MCSFE_getPlayerRankProgress', () => {
  it('answers the rank and the turnover toward the next one, this month and in total', async () => {
    expect(await progress()).toMatchObject({
      playerRankName: 'VIP0',
      nextRankName: 'VIP1',
      monthlyTurnover: { actual: 0, expected: 1000 },
      totalTurnover: { actual: 0, expected: 1000 },
      vipService: false,
    });
    await playRound(t, token, 'RNG', 300);
    await playRound(t, token, 'RNG', 150.5);
    expect(await progress()).toMatchObject({
      monthlyTurnover: { actual: 450.5, expected: 1000 },
      totalTurnover: { actual: 450.5, expected: 1000 },
    });
    expect((await relay(t, '', 'MCSFE_getPlayerRankProgress')).statusCode).toBe(401);
  });

  it('lists every rank with its needs and bonus, and says who gets VIP customer service', async () => {
    const { list } = (await relay(t, '', 'MCSFE_getPlayerRankList')).json().value;
    expect(list).toHaveLength(10);
    expect(list[1]).toMatchObject({ level: 1, labelName: 'VIP1', monthlyTurnover: 1000, bonus: 10 });
    expect(
      list.filter((r: { vipService: boolean }) => r.vipService).map((r: { level: number }) => r.level),
    ).toEqual([5, 6, 7, 8, 9]);
    expect(isVipService({ vipLevel: 4 })).toBe(false);
    expect(isVipService({ vipLevel: 5 })).toBe(true);
  });
});

describe('promotion', () => {
  it('promotes once the turnover meets the next rank and pays its bonus exactly once', async () => {
    await playRound(t, token, 'RNG', 600);
    await caller().vip.runReview();
    expect((await progress()).playerRankName).toBe('VIP0');
    await playRound(t, token, 'RNG', 400);
    const before = await mainBalance(t, memberId);
    await caller().vip.runReview();
    await caller().vip.runReview();
    expect(await progress()).toMatchObject({ playerRankName: 'VIP1', nextRankName: 'VIP2' });
    expect(await mainBalance(t, memberId)).toBe(before + 10);
    expect(await bonusOrders()).toHaveLength(1);
    const info = (await wps(t, 'GET', '/wps/member/info', { token })).json().value;
    expect(info.clubLabel).toEqual({ labelName: 'VIP1', rankLevel: 1 });
    expect((await caller().wallet.audit()).balanced).toBe(true);
  });

  it('passes several ranks at once with the bonus of each', async () => {
    await caller().vip.setRules({
      rules: [
        { level: 1, monthlyTurnover: 10, totalTurnover: 10, bonus: 1 },
        { level: 2, monthlyTurnover: 20, totalTurnover: 20, bonus: 2 },
        { level: 3, monthlyTurnover: 30, totalTurnover: 30, bonus: 3 },
      ],
    });
    const before = await mainBalance(t, memberId);
    await playRound(t, token, 'RNG', 25);
    await caller().vip.runReview();
    expect((await progress()).playerRankName).toBe('VIP2');
    expect((await bonusOrders()).map((o) => o.requestId).sort()).toEqual(['vip-bonus/1', 'vip-bonus/2']);
    const won = (await t.db.gameRound.findFirstOrThrow({ where: { memberId } })).winMinor;
    expect(await mainBalance(t, memberId)).toBeCloseTo(before - 25 + Number(won) / 100 + 3, 2);
  });
});

describe('the VIP job looks only at what changed', () => {
  it('finds a promotion new rules earn, though the member has not played since', async () => {
    await playRound(t, token, 'RNG', 25);
    await caller().vip.runReview();
    // someone else plays after: the job's last look no longer reaches viptest's round
    await caller().members.create({ username: 'vipother', balance: 100 });
    await playRound(t, await loginAs(t, 'vipother', 'Test1234'), 'RNG', 1);
    await caller().vip.runReview();
    expect((await progress()).playerRankName).toBe('VIP0');
    await caller().vip.setRules({ rules: [{ level: 1, monthlyTurnover: 20, totalTurnover: 20, bonus: 1 }] });
    await caller().vip.runReview();
    expect((await progress()).playerRankName).toBe('VIP1');
  });
});

describe('the monthly review', () => {
  it('demotes a month below the keep need after a clock jump, each month once, and never pays a bonus twice', async () => {
    await playRound(t, token, 'RNG', 1000);
    await caller().vip.runReview();
    expect((await progress()).playerRankName).toBe('VIP1');
    // November is kept (1,000 >= 500); December had no play: back to VIP0 (the jump runs due work)
    await jump(70);
    expect((await progress()).playerRankName).toBe('VIP0');
    await caller().vip.runReview();
    const changes = await caller().vip.changes({ username: 'viptest' });
    expect(changes.map((c) => [c.reason, c.fromLevel, c.toLevel, c.month])).toEqual([
      ['DEMOTION', 1, 0, '2026-12'],
      ['PROMOTION', 0, 1, null],
    ]);
    // earning VIP1 again in January pays nothing more
    await playRound(t, token, 'RNG', 1000);
    await caller().vip.runReview();
    expect((await progress()).playerRankName).toBe('VIP1');
    expect(await bonusOrders()).toHaveLength(1);
    expect((await caller().wallet.audit()).balanced).toBe(true);
  });

  it('leaves ranks nobody earned or set here alone (seeded personas keep theirs)', async () => {
    await caller().clock.advance({ days: 100 });
    const demo = await t.db.member.findFirstOrThrow({ where: { merchantCode: 'sim001', username: 'vip05' } });
    expect(demo.vipLevel).toBe(5);
  });

  it('reviews a rank set by the back office from that month on', async () => {
    const set = await caller().vip.setRank({ username: 'viptest', level: 5 });
    expect(set).toMatchObject({ fromLevel: 0, toLevel: 5, changed: true });
    expect((await progress()).vipService).toBe(true);
    expect(await bonusOrders()).toHaveLength(0);
    await jump(60);
    // November and December reviewed, one rank each
    expect((await progress()).playerRankLevel).toBe(3);
  });
});
