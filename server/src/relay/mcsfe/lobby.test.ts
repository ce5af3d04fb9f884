import { announcementsSchema, favoriteListSchema } from '@sim/shared/relay/mcsfe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp, wps } from '../../test/harness.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await loginAs(t, 'demo01', 'Demo1234');
});
afterAll(() => t.close());

describe('favourites', () => {
  it('adds, lists and removes (DELETE with a body) favourite games', async () => {
    const body = { nodeId: 170005, vendor: 'JL', gameType: 'RNG' };
    expect((await wps(t, 'POST', '/wps/relay/MCSFE_addFavoriteGameV2', { token, body })).json()).toEqual({
      success: true,
      value: null,
    });
    await wps(t, 'POST', '/wps/relay/MCSFE_addFavoriteGameV2', {
      token,
      body: { ...body, nodeId: '170006' },
    });
    expect((await wps(t, 'GET', '/wps/relay/MCSFE_getFavoriteGames', { token })).json().value.sort()).toEqual(
      ['170005', '170006'],
    );
    const list = favoriteListSchema.parse(
      (await wps(t, 'GET', '/wps/relay/MCSFE_getFavoriteGamesList?pageNo=1&pageSize=1', { token })).json()
        .value,
    );
    expect(list).toMatchObject({ pageNum: 1, totalPages: 2 });
    await wps(t, 'DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2', { token, body });
    expect((await wps(t, 'GET', '/wps/relay/MCSFE_getFavoriteGames', { token })).json().value).toEqual([
      '170006',
    ]);
  });

  it('refuses an unknown game, a missing nodeId and a missing session', async () => {
    const unknown = await wps(t, 'POST', '/wps/relay/MCSFE_addFavoriteGameV2', {
      token,
      body: { nodeId: 1 },
    });
    expect(unknown.json()).toMatchObject({ success: false, errorCode: 'GAME_NOT_FOUND' });
    expect((await wps(t, 'POST', '/wps/relay/MCSFE_addFavoriteGameV2', { token, body: {} })).statusCode).toBe(
      400,
    );
    expect((await wps(t, 'GET', '/wps/relay/MCSFE_getFavoriteGames')).statusCode).toBe(401);
  });
});

describe('announcements', () => {
  it('serves notices, promotions, popups and banners in the captured shape', async () => {
    const value = announcementsSchema.parse(
      (
        await wps(t, 'GET', '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR&platform=W&execution=B')
      ).json().value,
    );
    expect(value.player.length).toBeGreaterThanOrEqual(10);
    expect(value.promotion.length).toBe(3);
    expect(value.popup).toHaveLength(1);
    expect(value.banners.map((b) => b.groupName)).toEqual(
      expect.arrayContaining(['w_home', 'w_login', 'w_register']),
    );
    expect(value.player[0]!.startDateStr).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(value.popup[0]!.content).toContain('SimBet');
  });

  it('keeps to the asked types', async () => {
    const value = (await wps(t, 'GET', '/wps/relay/CCSFE_getListAnnouncements?types=PL')).json().value;
    expect(value.player.length).toBeGreaterThan(0);
    expect(value.banners).toEqual([]);
    expect(value.popup).toEqual([]);
  });
});

describe('PVP rooms', () => {
  it('lists rooms of PVP games for a member', async () => {
    const rooms = (await wps(t, 'GET', '/wps/relay/GLS2_roomList?vassalage=KM', { token })).json().value;
    expect(rooms.length).toBeGreaterThan(0);
    expect(rooms[0]).toMatchObject({ vassalage: 'KM', maxPlayers: 6 });
  });
});

describe('the lottery gateway', () => {
  it('answers menus keyed by group, not in the envelope', async () => {
    const menus = (await wps(t, 'GET', '/lgw/games/game_menus?prizeMode=Lott')).json();
    expect(menus.success).toBeUndefined();
    const groups = Object.values(menus) as { gameGroupCode: string; gameMenus: unknown[] }[];
    expect(groups.map((g) => g.gameGroupCode)).toContain('VNL');
    expect(groups.every((g) => g.gameMenus.length > 0)).toBe(true);
  });

  it('serves 20 popular lotteries and the Vietnamese menu by region', async () => {
    expect(
      Object.keys((await wps(t, 'GET', '/lgw/games/popular?count=20&prizeMode=ZY')).json()),
    ).toHaveLength(20);
    const vn = (await wps(t, 'GET', '/lgw/vn/games/game_menu?prizeMode=Lott&device=WEB')).json();
    expect(Object.keys(vn)).toEqual(['NORTH', 'CENTRAL', 'SOUTH']);
  });

  it('serves the latest Vietnamese draws and the last 100 numbers, stable on the clock', async () => {
    await t.sim.clock.freeze();
    const latest = Object.values((await wps(t, 'GET', '/lgw/vn/numeros/opened/game')).json()) as {
      openTime: number;
      winningNumber: string;
    }[];
    expect(latest.length).toBe(30);
    expect(latest[0]!.openTime).toBeLessThanOrEqual(t.sim.clock.now().getTime());
    expect(latest[0]!.winningNumber).toMatch(/^\d{5}(,\d{5}){4}$/);
    const numbers = (await wps(t, 'GET', '/lotto/lgw/games/opened/numero?count=100')).json();
    expect(Object.keys(numbers)).toHaveLength(100);
    expect((await wps(t, 'GET', '/lotto/lgw/games/opened/numero?count=100')).json()).toEqual(numbers);
  });

  it('needs a session for the recent Vietnamese lotteries and the Merchant header everywhere', async () => {
    expect((await wps(t, 'GET', '/lgw/vn/games/game_menu/recent')).statusCode).toBe(401);
    expect((await wps(t, 'GET', '/lgw/vn/games/game_menu/recent', { token })).json()).toEqual({});
    expect((await t.app.inject({ method: 'GET', url: '/lgw/games/game_menus' })).statusCode).toBe(400);
  });
});
