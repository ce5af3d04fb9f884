import { drawInfoSchema, drawInfosSchema, drawsSchema, nearNumerosSchema } from '@sim/shared/lgw/draws';
import { lotteryGamesSchema, lotteryMenusSchema, popularLotteriesSchema } from '@sim/shared/lgw/menus';
import { playsSchema } from '@sim/shared/lgw/plays';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp, wps } from '../../test/harness.ts';
import { lotteryOf } from '../../test/lottery-helpers.ts';

let t: TestApp;
let token: string;
let vn: { id: number; code: string };
let fast: { id: number; code: string };
beforeAll(async () => {
  t = await createTestApp();
  token = await loginAs(t, 'demo01', 'Demo1234');
  vn = await lotteryOf(t, 'VN');
  fast = await lotteryOf(t, 'FAST');
  await t.sim.clock.freeze(new Date('2026-11-22T09:02:10Z'));
});
afterAll(() => t.close());

const PREFIXES = ['/lgw', '/lotto/lgw', '/lotto-vn/lgw', '/lotto-th/lgw'];

describe('the lottery gateway under every area prefix', () => {
  const paths = () => [
    '/games?prizeMode=ZY',
    `/games/plays?gameId=${vn.id}`,
    '/games/game_menus?prizeMode=Lott',
    '/games/game_menus/recent',
    '/games/popular?count=20&prizeMode=ZY',
    '/games/opened/numero?count=100',
    `/games/opened/numero?count=5&gameCode=${fast.code}`,
    `/numeros/near?gameId=${vn.id}`,
    `/draw?gameId=${fast.id}`,
    `/draw/code/${vn.code}`,
    '/vn/games/game_menu?prizeMode=Lott&device=WEB',
    '/vn/games/game_menu/recent',
    '/vn/numeros/opened/game',
    '/betting/orders',
  ];

  it('answers every read the same under /lgw, /lotto/lgw and /lotto-<area>/lgw', async () => {
    for (const path of paths()) {
      const [first, ...others] = await Promise.all(
        PREFIXES.map((prefix) => wps(t, 'GET', `${prefix}${path}`, { token })),
      );
      expect(first!.statusCode, path).toBe(200);
      for (const other of others) expect(other.json(), path).toEqual(first!.json());
    }
  });

  it('answers an unknown path or area with the 404 envelope', async () => {
    for (const url of ['/lotto-vn/lgw/nothing', '/lotto-/lgw/games', '/lotto-v1/lgw/games']) {
      const response = await wps(t, 'GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ success: false, errorCode: 'path.not.found' });
    }
  });

  it('keeps the Merchant header rule and the platform envelope for errors', async () => {
    const noMerchant = await t.app.inject({ method: 'GET', url: '/lotto-vn/lgw/games' });
    expect(noMerchant.statusCode).toBe(400);
    expect(noMerchant.json()).toMatchObject({ success: false, errorCode: 'function.not.available' });
    const unknownGame = await wps(t, 'GET', '/lotto-vn/lgw/numeros/near?gameId=1');
    expect(unknownGame.statusCode).toBe(400);
    expect(unknownGame.json()).toMatchObject({ success: false, errorCode: 'lottery.game.not.found' });
  });
});

describe('the read endpoints', () => {
  it('tells the draw open for betting, the next and the last, unwrapped', async () => {
    const body = (await wps(t, 'GET', `/lotto-vn/lgw/numeros/near?gameId=${vn.id}`)).json();
    expect(body.success).toBeUndefined();
    const near = nearNumerosSchema.parse(body);
    const now = t.sim.clock.now().getTime();
    expect(near.serverTime).toBe(now);
    expect(near.currentNumero).toMatchObject({
      gameId: vn.id,
      gameCode: vn.code,
      status: 'OPEN',
      winningNumber: null,
    });
    // 09:02 UTC: today's 11:15 draw still takes bets until 11:00
    expect(near.currentNumero.numero).toBe('20261122-001');
    expect(near.currentNumero.closeTime).toBe(Date.parse('2026-11-22T11:00:00Z'));
    expect(near.nextNumero.numero).toBe('20261123-001');
    expect(near.lastNumero).toMatchObject({ numero: '20261121-001', status: 'DRAWN' });
    expect(near.lastNumero.winningNumber).toMatch(/^\d{5}(,\d{5}){4}$/);
  });

  it('skips a fast draw that has closed: 30 seconds before it opens', async () => {
    await t.sim.clock.freeze(new Date('2026-11-22T09:04:40Z'));
    const near = nearNumerosSchema.parse((await wps(t, 'GET', `/lgw/numeros/near?gameId=${fast.id}`)).json());
    // the 09:05 draw closed at 09:04:30: betting is on 09:10
    expect(near.currentNumero.openTime).toBe(Date.parse('2026-11-22T09:10:00Z'));
    expect(near.currentNumero.numero).toBe('20261122-111');
    expect(near.lastNumero.openTime).toBe(Date.parse('2026-11-22T09:00:00Z'));
    await t.sim.clock.freeze(new Date('2026-11-22T09:02:10Z'));
  });

  it('serves draw info by game and by code with the schedule', async () => {
    const byCode = drawInfoSchema.parse((await wps(t, 'GET', `/lgw/draw/code/${fast.code}`)).json());
    expect(byCode).toMatchObject({ family: 'FAST', drawIntervalSeconds: 300, closeBeforeSeconds: 30 });
    const all = drawInfosSchema.parse((await wps(t, 'GET', '/lgw/draw?prizeMode=Lott')).json());
    expect(all[vn.code]).toMatchObject({
      family: 'VN',
      drawIntervalSeconds: 86_400,
      closeBeforeSeconds: 900,
    });
    // the daily lotteries only (a daily 3D game takes the 3D plays, family FAST, and still draws daily)
    expect(Object.values(all).every((info) => info.drawIntervalSeconds === 86_400)).toBe(true);
  });

  it('lists the lotteries with their plays, and the plays of a lottery', async () => {
    const games = lotteryGamesSchema.parse((await wps(t, 'GET', '/lgw/games')).json());
    expect(games[vn.code]).toMatchObject({
      gameId: vn.id,
      family: 'VN',
      playIds: [2051, 2052, 2053, 2057, 2058],
    });
    expect(games[fast.code]!.playIds).toEqual([3001, 3002, 3003, 3004, 3005]);
    const plays = playsSchema.parse((await wps(t, 'GET', `/lgw/games/plays?gameId=${vn.id}`)).json());
    expect(plays['2057']).toMatchObject({ code: 'DE3', units: 'PRODUCT', odds: 900 });
    expect(plays['2057']!.positions.map((p) => p.name)).toEqual(['HUNDREDS', 'TENS', 'UNITS']);
  });

  it('keeps the menus, popular lotteries and opened numbers in their shared shapes', async () => {
    lotteryMenusSchema.parse((await wps(t, 'GET', '/lgw/games/game_menus?prizeMode=Lott')).json());
    expect(
      Object.keys(popularLotteriesSchema.parse((await wps(t, 'GET', '/lgw/games/popular?count=7')).json())),
    ).toHaveLength(7);
    const opened = drawsSchema.parse(
      (await wps(t, 'GET', `/lgw/games/opened/numero?gameId=${fast.id}&count=3`)).json(),
    );
    expect(Object.values(opened).map((d) => d.openTime)).toEqual([
      Date.parse('2026-11-22T09:00:00Z'),
      Date.parse('2026-11-22T08:55:00Z'),
      Date.parse('2026-11-22T08:50:00Z'),
    ]);
  });

  it('documents the family under every prefix in the OpenAPI document', async () => {
    const paths = Object.keys((await t.app.inject({ method: 'GET', url: '/docs/json' })).json().paths);
    for (const prefix of ['/lgw', '/lotto/lgw', '/lotto-{area}/lgw'])
      expect(paths).toEqual(
        expect.arrayContaining(
          [
            '/betting',
            '/betting/orders',
            '/numeros/near',
            '/draw',
            '/draw/code/{code}',
            '/games',
            '/games/plays',
          ].map((path) => `${prefix}${path}`),
        ),
      );
  });
});
