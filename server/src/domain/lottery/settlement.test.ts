import { bettingResponseSchema } from '@sim/shared/lgw/betting';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminCaller, mainBalance } from '../../test/cashier-helpers.ts';
import { backToSeed, createTestApp, loginAs, type TestApp, wps } from '../../test/harness.ts';
import { bet, content, lotteryOf, near } from '../../test/lottery-helpers.ts';
import { runDueWork } from '../due-work/jobs.ts';
import { settleDueBets } from './settlement.ts';

let t: TestApp;
let token: string;
let memberId: number;
let fast: { id: number; code: string };

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await backToSeed(t);
  // the 09:05 draw of a fast lottery takes bets until 09:04:30
  await t.sim.clock.freeze(new Date('2026-11-22T09:02:10Z'));
  token = await loginAs(t, 'demo01', 'Demo1234');
  memberId = (await t.db.member.findFirstOrThrow({ where: { merchantCode: 'sim001', username: 'demo01' } }))
    .id;
  fast = await lotteryOf(t, 'FAST');
});

const FAST_DRAW = '20261122-110';

async function placed(contents: unknown[]) {
  const response = await bet(t, token, contents);
  if (response.statusCode !== 200) throw new Error(`bet refused: ${response.body}`);
  return bettingResponseSchema.parse(response.json());
}

const winTransactions = (roundId: string) =>
  t.db.ledgerTransaction.findMany({
    where: { idempotencyKey: `round/${roundId}/win` },
    include: { entries: true },
  });

describe('settlement when the draw opens', () => {
  it('pays the winners of a forced number once the clock passes the draw, and the losers nothing', async () => {
    const admin = adminCaller(t);
    expect(await admin.lottery.forceNumber({ gameCode: fast.code, winningNumber: '12345' })).toMatchObject({
      numero: FAST_DRAW,
      winningNumber: expect.stringMatching(/^12345,\d{5},\d{5}$/),
    });
    const before = await mainBalance(t, memberId);
    const order = await placed([
      content(fast.id, FAST_DRAW, { playId: 3001, bettingContent: '3_4_5', singleBetPrice: 2 }),
      content(fast.id, FAST_DRAW, { playId: 3001, bettingContent: '1_1_1' }),
      // 3 + 4 + 5 = 12: small and even, 2 hits at 1.95
      content(fast.id, FAST_DRAW, { playId: 3005, bettingContent: 'BIG,SMALL,EVEN', singleBetPrice: 10 }),
    ]);
    expect(await mainBalance(t, memberId)).toBe(before - 33);

    await admin.clock.advance({ minutes: 3 });

    const bets = await t.db.lotteryBet.findMany({
      where: { orderNo: order.orderNo },
      include: { round: true },
    });
    expect(bets.map((b) => [b.hits, b.round.status, b.round.winMinor])).toEqual([
      [1, 'SETTLED', 180_000n],
      [0, 'SETTLED', 0n],
      [2, 'SETTLED', 3_900n],
    ]);
    expect(bets.every((b) => b.winningNumber?.startsWith('12345,'))).toBe(true);
    expect(await mainBalance(t, memberId)).toBe(before - 33 + 1800 + 39);
    expect((await winTransactions(bets[0]!.roundId))[0]!.entries).toHaveLength(2);
    expect(await winTransactions(bets[1]!.roundId)).toEqual([]);
    expect((await admin.wallet.audit()).balanced).toBe(true);
    // the opened draw shows the number that was paid
    const opened = (await wps(t, 'GET', `/lgw/games/opened/numero?gameId=${fast.id}&count=1`)).json();
    expect(opened[`${fast.code}:${FAST_DRAW}`].winningNumber).toBe(bets[0]!.winningNumber);
  });

  it('counts every prize a lô number ends, on the Vietnamese daily draw', async () => {
    const vn = await lotteryOf(t, 'VN');
    const { currentNumero } = await near(t, vn.id);
    await adminCaller(t).lottery.forceNumber({
      nodeId: vn.id,
      numero: currentNumero.numero,
      winningNumber: '12345,00045,99945,11111,22222',
    });
    const order = await placed([
      content(vn.id, currentNumero.numero, { playId: 2051, bettingContent: '4_5,6' }),
      content(vn.id, currentNumero.numero, { playId: 2052, bettingContent: '4_5' }),
      content(vn.id, currentNumero.numero, { playId: 2053, bettingContent: '11,22,45,67' }),
    ]);
    await adminCaller(t).clock.advance({ hours: 3 });
    const bets = await t.db.lotteryBet.findMany({
      where: { orderNo: order.orderNo },
      include: { round: true },
    });
    // lô: 45 ends three prizes (×18 each); đề: the special prize ends in 45 (×90); xiên: 3 of the
    // picks are drawn, 3 pairs (×460 each)
    expect(bets.map((b) => [b.hits, b.round.winMinor])).toEqual([
      [3, 5_400n],
      [1, 9_000n],
      [3, 138_000n],
    ]);
  });

  it('lists the bet as OPEN, then SETTLED with its win, in the betting record and my bets', async () => {
    await adminCaller(t).lottery.forceNumber({ gameCode: fast.code, winningNumber: '00777' });
    const order = await placed([content(fast.id, FAST_DRAW, { playId: 3004, bettingContent: '7_7' })]);
    const record = async () =>
      (await wps(t, 'GET', '/wps/report/accountGameBetHistory?gameType=ELOTT', { token })).json().value
        .list[0];
    expect(await record()).toMatchObject({ roundId: order.bets[0]!.betNo, status: 'OPEN', stake: 1, win: 0 });

    await adminCaller(t).clock.advance({ minutes: 5 });

    expect(await record()).toMatchObject({
      roundId: order.bets[0]!.betNo,
      status: 'SETTLED',
      win: 90,
      profit: 89,
      settleTime: t.sim.clock.now().getTime(),
    });
    const mine = (await wps(t, 'GET', `/lgw/betting/orders?gameId=${fast.id}`, { token })).json();
    expect(mine.list[0]).toMatchObject({
      status: 'SETTLED',
      hits: 1,
      win: 90,
      winningNumber: expect.stringMatching(/^00777,/),
    });
  });

  it('settles every draw a clock jump passes, and nothing not yet drawn', async () => {
    const { currentNumero, nextNumero } = await near(t, fast.id);
    const later = '20261122-112';
    await placed([
      content(fast.id, currentNumero.numero, {
        playId: 3001,
        numero: [currentNumero, nextNumero, { numero: later }].map((d) => ({
          numero: d.numero,
          multiple: 1,
        })),
      }),
    ]);
    await t.sim.clock.advance(9 * 60_000);
    expect(await runDueWork(t.sim)).toEqual({ lottery: 2 });
    expect(await t.db.lotteryBet.count({ where: { settledAt: null } })).toBe(1);
    await t.sim.clock.advance(60 * 60_000);
    expect(await adminCaller(t).lottery.settle()).toEqual({ settled: 1 });
  });

  it('settles each bet exactly once when two runs reach it together', async () => {
    await adminCaller(t).lottery.forceNumber({ gameCode: fast.code, winningNumber: '00123' });
    const order = await placed(
      Array.from({ length: 6 }, (_, i) =>
        content(fast.id, FAST_DRAW, { playId: 3001, bettingContent: i % 2 === 0 ? '1_2_3' : '3_2_1' }),
      ),
    );
    const before = await mainBalance(t, memberId);
    await t.sim.clock.advance(5 * 60_000);

    const [first, second, third] = await Promise.all([
      runDueWork(t.sim),
      runDueWork(t.sim),
      settleDueBets(t.sim),
    ]);

    expect((first.lottery ?? 0) + (second.lottery ?? 0) + third).toBe(6);
    expect(await mainBalance(t, memberId)).toBe(before + 3 * 900);
    for (const b of order.bets)
      expect((await winTransactions(b.betNo)).length).toBe(b.bettingContent === '1_2_3' ? 1 : 0);
    expect((await adminCaller(t).wallet.audit()).balanced).toBe(true);
  });
});

// two server processes racing for the due bets: settlement-processes.test.ts (pnpm test:integration)

describe('forcing a number', () => {
  it('refuses a draw that has opened and a number of the wrong shape', async () => {
    const admin = adminCaller(t);
    await expect(
      admin.lottery.forceNumber({ gameCode: fast.code, numero: '20261122-108', winningNumber: '11111' }),
    ).rejects.toThrow(/already opened/);
    await expect(
      admin.lottery.forceNumber({ gameCode: fast.code, winningNumber: '11111,22222,33333,44444' }),
    ).rejects.toThrow(/1 to 3 numbers/);
  });

  it('lists the bets for the back office with who placed them', async () => {
    await placed([content(fast.id, FAST_DRAW, { playId: 3001 })]);
    const [listed] = await adminCaller(t).lottery.bets({ username: 'demo01', status: 'OPEN' });
    expect(listed).toMatchObject({
      username: 'demo01',
      gameCode: fast.code,
      numero: FAST_DRAW,
      wallet: 'MAIN',
    });
  });
});
