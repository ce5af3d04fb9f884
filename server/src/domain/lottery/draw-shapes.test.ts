// Issue 44 item 8: a 5D game draws one five-digit number and takes 5D plays; a 3D game, fast ("Sea 3D")
// or daily ("Welfare 3D", "Swertres 3D"), draws one three-digit number and takes 3D plays; bets on both
// settle against what they drew.
import { bettingResponseSchema } from '@sim/shared/lgw/betting';
import { playsSchema } from '@sim/shared/lgw/plays';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminCaller, mainBalance } from '../../test/cashier-helpers.ts';
import { createTestApp, loginAs, type TestApp, wps } from '../../test/harness.ts';
import { bet, content } from '../../test/lottery-helpers.ts';
import { drawnNumber, drawShapeOf, familyOf, type LotteryGame, lastDraws } from './draws.ts';

const game = (name: string, vendorCode = 'TCG_SEA', gameType = 'ELOTT'): LotteryGame => ({
  id: 1,
  code: 'G1',
  name,
  vendorCode,
  gameType,
});
const NOW = new Date(Date.UTC(2026, 11, 6, 12, 0, 7));

describe('what each game draws', () => {
  it.each([
    ['Sea 5D 1 Min', 'TCG_SEA', 'ELOTT', 'D5', /^\d{5}$/],
    ['Lucky 5D 10 Min', 'GW', 'ELOTT', 'D5', /^\d{5}$/],
    ['5D Lotre 30s', 'SGW', 'ELOTT', 'D5', /^\d{5}$/],
    ['Toto 5D', 'MYL', 'LOTT', 'D5', /^\d{5}$/],
    ['Sea 3D 5 Min', 'TCG_SEA', 'ELOTT', 'FAST', /^\d{3}$/],
    ['Sea PK10 5 Min', 'TCG_SEA', 'ELOTT', 'FAST', /^\d{5},\d{5},\d{5}$/],
    ['Welfare 3D', 'TCGL', 'LOTT', 'FAST', /^\d{3}$/],
    ['Swertres 3D', 'PHL', 'LOTT', 'FAST', /^\d{3}$/],
    ['Damacai 1+3D', 'MYL', 'LOTT', 'DAILY', /^\d{4},\d{4},\d{4}$/],
    ['Magnum 4D', 'MYL', 'LOTT', 'DAILY', /^\d{4},\d{4},\d{4}$/],
    ['Malay Fast 4D 5 Min', 'TCG_SEA', 'ELOTT', 'DAILY', /^\d{4},\d{4},\d{4}$/],
    ['Mark Six', 'TCGL', 'LOTT', 'DAILY', /^\d{5},\d{5},\d{5}$/],
    ['Hà Nội', 'VNL', 'LOTT', 'VN', /^\d{5}(,\d{5}){4}$/],
  ])('%s (%s, %s) takes the %s plays and draws its own digits', (name, vendor, type, family, shape) => {
    const g = game(name, vendor, type);
    expect(familyOf(g)).toBe(family);
    for (const draw of lastDraws(g, NOW, 20)) expect(draw.winningNumber).toMatch(shape);
  });

  it('spreads a 3D draw over every three-digit number, leading zeros kept', () => {
    const sea3d = game('Sea 3D 1 Min');
    const numbers = lastDraws(sea3d, NOW, 2000).map((d) => d.winningNumber);
    expect(new Set(numbers).size).toBeGreaterThan(800);
    expect(numbers.some((n) => n.startsWith('0'))).toBe(true);
    expect(drawShapeOf(sea3d)).toEqual({ prizes: 1, digits: 3 });
    expect(drawnNumber(sea3d, '20261206-0001')).toBe(drawnNumber(sea3d, '20261206-0001'));
  });
});

describe('betting on 5D and Sea 3D', () => {
  let t: TestApp;
  let token: string;
  let memberId: number;

  beforeEach(async () => {
    t = await createTestApp();
    // the 09:05 draw of a 5-minute game takes bets until 09:04:30
    await t.sim.clock.freeze(new Date('2026-11-22T09:02:10Z'));
    token = await loginAs(t, 'demo01', 'Demo1234');
    memberId = (await t.db.member.findFirstOrThrow({ where: { merchantCode: 'sim001', username: 'demo01' } }))
      .id;
  });
  afterEach(() => t.close());

  const DRAW = '20261122-110';
  const named = (name: string) => t.db.game.findFirstOrThrow({ where: { name, kind: 'GAME' } });
  const plays = async (gameId: number) =>
    Object.values(playsSchema.parse((await wps(t, 'GET', `/lgw/games/plays?gameId=${gameId}`)).json()));

  async function placed(contents: unknown[]) {
    const response = await bet(t, token, contents);
    if (response.statusCode !== 200) throw new Error(`bet refused: ${response.body}`);
    return bettingResponseSchema.parse(response.json());
  }

  const settledOf = async (orderNo: string) =>
    (
      await t.db.lotteryBet.findMany({
        where: { orderNo },
        include: { round: true },
        orderBy: { roundId: 'asc' },
      })
    ).map((b) => [b.winningNumber, b.hits, b.round.winMinor]);

  it('offers 5D plays on a 5D game and settles them against its five digits', async () => {
    const lucky5d = await named('Lucky 5D 5 Min');
    expect((await plays(lucky5d.id)).map((p) => p.code)).toEqual([
      'D5_DIRECT',
      'D5_FRONT3',
      'D5_BACK3',
      'D5_BACK2',
      'D5_SUM_BSOE',
    ]);
    const admin = adminCaller(t);
    expect(await admin.lottery.forceNumber({ gameCode: lucky5d.code, winningNumber: '40719' })).toMatchObject(
      { numero: DRAW, winningNumber: '40719' },
    );
    const before = await mainBalance(t, memberId);
    const order = await placed([
      content(lucky5d.id, DRAW, { playId: 5001, bettingContent: '4_0_7_1_9' }),
      content(lucky5d.id, DRAW, { playId: 5002, bettingContent: '4_0_7' }),
      content(lucky5d.id, DRAW, { playId: 5003, bettingContent: '4_0_7' }),
      content(lucky5d.id, DRAW, { playId: 5004, bettingContent: '1_9' }),
      // 4 + 0 + 7 + 1 + 9 = 21: small and odd
      content(lucky5d.id, DRAW, { playId: 5005, bettingContent: 'BIG,SMALL,ODD' }),
    ]);
    expect(await mainBalance(t, memberId)).toBe(before - 7);

    await admin.clock.advance({ minutes: 3 });

    expect(await settledOf(order.orderNo)).toEqual([
      ['40719', 1, 9_000_000n],
      ['40719', 1, 90_000n],
      ['40719', 0, 0n],
      ['40719', 1, 9_000n],
      ['40719', 2, 390n],
    ]);
    expect(await mainBalance(t, memberId)).toBe(before - 7 + 90_000 + 900 + 90 + 3.9);
    expect((await admin.wallet.audit()).balanced).toBe(true);
  });

  it('draws one three-digit number a day for a daily 3D game and offers it the 3D plays', async () => {
    const welfare = await named('Welfare 3D');
    expect((await plays(welfare.id)).map((p) => p.code)).toEqual([
      'D3_DIRECT',
      'D3_GROUP6',
      'D3_GROUP3',
      'D2_DIRECT',
      'SUM_BSOE',
    ]);
    const opened = Object.values(
      (await wps(t, 'GET', `/lgw/games/opened/numero?gameId=${welfare.id}&count=3`)).json(),
    ) as { winningNumber: string; openTime: number }[];
    expect(opened.map((d) => d.winningNumber)).toEqual([
      expect.stringMatching(/^\d{3}$/),
      expect.stringMatching(/^\d{3}$/),
      expect.stringMatching(/^\d{3}$/),
    ]);
    // still a daily draw
    expect(Math.abs(opened[0]!.openTime - opened[1]!.openTime)).toBe(24 * 60 * 60_000);
  });

  it('draws three four-digit prizes for a 4D game and settles its 4D plays against them', async () => {
    const fast4d = await named('Malay Fast 4D 5 Min');
    expect((await plays(fast4d.id)).map((p) => p.code)).toEqual([
      'D4_DIRECT',
      'D3_DIRECT',
      'D2_ANY',
      'LAST2_BSOE',
    ]);
    const admin = adminCaller(t);
    await expect(
      admin.lottery.forceNumber({ gameCode: fast4d.code, winningNumber: '40719' }),
    ).rejects.toThrow(/4 digits/);
    expect(
      await admin.lottery.forceNumber({ gameCode: fast4d.code, winningNumber: '4071,2271,0071' }),
    ).toMatchObject({ winningNumber: '4071,2271,0071' });
    const order = await placed([
      content(fast4d.id, DRAW, { playId: 4001, bettingContent: '4_0_7_1' }),
      content(fast4d.id, DRAW, { playId: 4002, bettingContent: '0_7_1' }),
      // every prize ends in 71
      content(fast4d.id, DRAW, { playId: 4003, bettingContent: '7_1' }),
      content(fast4d.id, DRAW, { playId: 4004, bettingContent: 'BIG,ODD' }),
    ]);

    await admin.clock.advance({ minutes: 3 });

    expect(await settledOf(order.orderNo)).toEqual([
      ['4071,2271,0071', 1, 900_000n],
      ['4071,2271,0071', 1, 90_000n],
      ['4071,2271,0071', 3, 9_000n],
      ['4071,2271,0071', 2, 390n],
    ]);
    expect((await admin.wallet.audit()).balanced).toBe(true);
  });

  it('refuses a 3D play on a 5D game', async () => {
    const lucky5d = await named('Lucky 5D 5 Min');
    const response = await bet(t, token, [
      content(lucky5d.id, DRAW, { playId: 3001, bettingContent: '1_2_3' }),
    ]);
    expect(response.statusCode).not.toBe(200);
    expect(response.body).toContain('has no play 3001');
  });

  it('draws one three-digit number for Sea 3D and settles its 3D plays against it', async () => {
    const sea3d = await named('Sea 3D 5 Min');
    expect((await plays(sea3d.id)).every((p) => p.family === 'FAST')).toBe(true);
    const admin = adminCaller(t);
    await expect(admin.lottery.forceNumber({ gameCode: sea3d.code, winningNumber: '12345' })).rejects.toThrow(
      /3 digits/,
    );
    expect(await admin.lottery.forceNumber({ gameCode: sea3d.code, winningNumber: '072' })).toMatchObject({
      winningNumber: '072',
    });
    const order = await placed([
      content(sea3d.id, DRAW, { playId: 3001, bettingContent: '0_7_2' }),
      content(sea3d.id, DRAW, { playId: 3004, bettingContent: '7_2' }),
      // 0 + 7 + 2 = 9: small and odd
      content(sea3d.id, DRAW, { playId: 3005, bettingContent: 'SMALL,EVEN' }),
    ]);

    await admin.clock.advance({ minutes: 3 });

    expect(await settledOf(order.orderNo)).toEqual([
      ['072', 1, 90_000n],
      ['072', 1, 9_000n],
      ['072', 1, 195n],
    ]);
    const opened = (await wps(t, 'GET', `/lgw/games/opened/numero?gameId=${sea3d.id}&count=3`)).json();
    for (const draw of Object.values(opened) as { winningNumber: string }[])
      expect(draw.winningNumber).toMatch(/^\d{3}$/);
  });
});
