// wire-contract.md 4.7-4.9 and endpoint-registry.md tables A, B and P: every catalogue relay called the
// way the real clients call it (verbs, query shapes, bodies, token or none), every answer parsed with
// the shared contract.
import { noValueSchema } from '@sim/shared/envelope';
import {
  GAME_LIST_MAX_PAGE_SIZE,
  type GameItem,
  gameListSchema,
  hotGamesSchema,
  lanesSchema,
  recentGamesSchema,
  vassGameTypeSchema,
} from '@sim/shared/relay/gcsgame';
import { announcementsSchema, favoriteIdsSchema, favoriteListSchema } from '@sim/shared/relay/mcsfe';
import { launchResponseSchema } from '@sim/shared/wps/game';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, okValue, type RealSim, startRealSim } from './support/real-client.ts';

let sim: RealSim;
let token: string;
beforeAll(async () => {
  sim = await startRealSim();
  token = await loginAs(sim, 'demo01', 'Demo1234');
});
afterAll(() => sim.close());

/** The official desktop front end's request headers (table A); `auth` adds the raw session token. */
const desktop = (auth = false) => ({
  Accept: 'application/json, text/plain, */*',
  Merchant: 'sim001',
  Language: 'EN',
  ...(auth ? { Authorization: token } : {}),
});
/** Query strings as the clients' axios writes them: encoded, but commas left as they are. */
const query = (params: Record<string, string | number>) =>
  Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(value).replaceAll('%2C', ',')}`)
    .join('&');
/** What the desktop app adds to every game-list call (wire-contract.md 4.8). */
const DESKTOP_LIST = { merchant: 'sim001', platform: 'html5-desktop', clientType: 3, language: 'EN' };

const gameList = async (params: Record<string, string | number>, auth = true) =>
  okValue(
    await sim.call('GET', `/wps/relay/GCSGAME_gameList?${query(params)}`, { headers: desktop(auth) }),
    gameListSchema,
  );

describe('GCSGAME_gameList (A eGame.games, GET with query-string filters)', () => {
  it('pages 21 then 18 as the desktop app asks, with the image hints it sends', async () => {
    const hints = { imgSize: 'rx2', ext: 'avif', iconType: 1 };
    const first = await gameList({ ...DESKTOP_LIST, ...hints, gameType: 'RNG', pageNo: 1, pageSize: 21 });
    const second = await gameList({ ...DESKTOP_LIST, ...hints, gameType: 'RNG', pageNo: 2, pageSize: 18 });
    expect(first.games).toHaveLength(21);
    expect(first).toMatchObject({ pageNum: 1, totalPages: Math.ceil(first.totalCount / 21) });
    expect(second.games[0]?.nodeId).toBe(first.games[18]?.nodeId);
  });

  it(`answers the ${GAME_LIST_MAX_PAGE_SIZE}-game page the DEMO client asks for without a token`, async () => {
    const page = await gameList(
      { gameType: 'RNG', pageNo: 1, pageSize: GAME_LIST_MAX_PAGE_SIZE, language: 'EN' },
      false,
    );
    expect(page.games).toHaveLength(GAME_LIST_MAX_PAGE_SIZE);
    expect(page.totalPages).toBe(Math.ceil(page.totalCount / GAME_LIST_MAX_PAGE_SIZE));
  });

  it('searches by gameName', async () => {
    const found = await gameList({ ...DESKTOP_LIST, gameName: 'dragon', pageNo: 1, pageSize: 24 });
    expect(found.totalCount).toBeGreaterThan(0);
    expect(found.games.every((g) => g.gameName.toLowerCase().includes('dragon'))).toBe(true);
  });

  it('filters by vassalage and by gameType (with a live classification)', async () => {
    const pg = await gameList({ ...DESKTOP_LIST, vassalage: 'PG', pageNo: 1, pageSize: 24 });
    expect(pg.games.length).toBeGreaterThan(0);
    expect(pg.games.every((g) => g.vassalage === 'PG')).toBe(true);
    const baccarat = await gameList({
      ...DESKTOP_LIST,
      gameType: 'LIVE',
      gameClassify: 'BAC',
      pageNo: 1,
      pageSize: 24,
    });
    expect(baccarat.games.length).toBeGreaterThan(0);
    expect(baccarat.games.every((g) => g.gameType === 'LIVE' && g.gameClassify === 'BAC')).toBe(true);
  });

  it('lists the sub-games of a VASSALAGE entry by its nodeId', async () => {
    const vendor = await gameList({ ...DESKTOP_LIST, vassalage: 'KM', pageNo: 1, pageSize: 24 });
    const group = vendor.games.find((g) => g.isGame === 'VASSALAGE');
    expect(group).toBeDefined();
    const children = await gameList({ ...DESKTOP_LIST, nodeId: group!.nodeId, pageNo: 1, pageSize: 24 });
    expect(children.games.length).toBeGreaterThan(0);
    expect(children.games.every((g) => g.isGame === 'GAME' && g.vassalage === 'KM')).toBe(true);
  });
});

describe('hot games, vendor lanes and the vendor map', () => {
  it('GCSGAME_hotGamesV2 by GET (A) and by POST (P) answers the same list', async () => {
    const params = query({ platform: 'html5-desktop', language: 'EN' });
    const byGet = okValue(
      await sim.call('GET', `/wps/relay/GCSGAME_hotGamesV2?${params}`, { headers: desktop() }),
      hotGamesSchema,
    );
    const byPost = okValue(
      await sim.call('POST', '/wps/relay/GCSGAME_hotGamesV2', {
        headers: { ...desktop(), 'Content-Type': 'application/json' },
        body: { platform: 'html5', language: 'EN' },
      }),
      hotGamesSchema,
    );
    expect(byGet.list.length).toBeGreaterThan(0);
    expect(byPost.list.map((g) => g.nodeId)).toEqual(byGet.list.map((g) => g.nodeId));
  });

  it('GCSGAME_newGameVendor (A) and GCSGAME_gameVendor (B) answer the lanes', async () => {
    const newVendors = okValue(
      await sim.call('GET', '/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop', {
        headers: desktop(),
      }),
      lanesSchema,
    );
    const vendors = okValue(
      await sim.call('GET', '/wps/relay/GCSGAME_gameVendor', { headers: desktop(true) }),
      lanesSchema,
    );
    expect(newVendors.data.lanes.map((l) => l.title)).toContain('RNG');
    expect(vendors).toEqual(newVendors);
  });

  it('GCSGAME_getVassGameType with typeId and merchant_code (P gameMenus)', async () => {
    const { content } = okValue(
      await sim.call(
        'GET',
        `/wps/relay/GCSGAME_getVassGameType?${query({ typeId: 1, merchant_code: 'sim001' })}`,
        {
          headers: desktop(true),
        },
      ),
      vassGameTypeSchema,
    );
    expect(Object.keys(content.RNG ?? {})).toContain('PG');
  });
});

describe("the member's own lists", () => {
  const firstGame = async (vassalage: string): Promise<GameItem> => {
    const [game] = (await gameList({ ...DESKTOP_LIST, vassalage, pageNo: 1, pageSize: 1 })).games;
    return game!;
  };
  const favouriteIds = async () =>
    okValue(
      await sim.call('GET', '/wps/relay/MCSFE_getFavoriteGames', { headers: desktop(true) }),
      favoriteIdsSchema,
    );

  it('adds a favourite by POST, lists it, and removes it by DELETE with the same body', async () => {
    const game = await firstGame('JL');
    const body = { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType };
    const headers = { ...desktop(true), 'Content-Type': 'application/json' };
    okValue(await sim.call('POST', '/wps/relay/MCSFE_addFavoriteGameV2', { headers, body }), noValueSchema);
    expect(await favouriteIds()).toContain(String(game.nodeId));
    const list = okValue(
      await sim.call('GET', `/wps/relay/MCSFE_getFavoriteGamesList?${query({ pageNo: 1, pageSize: 21 })}`, {
        headers: desktop(true),
      }),
      favoriteListSchema,
    );
    expect(list.content.map((g) => g.nodeId)).toContain(game.nodeId);
    okValue(
      await sim.call('DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2', { headers, body }),
      noValueSchema,
    );
    expect(await favouriteIds()).not.toContain(String(game.nodeId));
  });

  it('GCS_recentGame lists a game once it was launched', async () => {
    const game = await firstGame('PG');
    const launch = query({
      confirmTrans: 0,
      launchMode: 'GLS',
      platform: 'html5-desktop',
      clientType: 3,
      gameId: game.gameId,
      nodeId: game.nodeId,
      accountType: 1,
      vassalage: game.vassalage,
      language: 'EN',
    });
    okValue(
      await sim.call('GET', `/wps/game/launchGame?${launch}`, { headers: desktop(true) }),
      launchResponseSchema,
    );
    const recent = okValue(
      await sim.call('GET', '/wps/relay/GCS_recentGame', { headers: desktop(true) }),
      recentGamesSchema,
    );
    expect(recent[0]?.nodeId).toBe(game.nodeId);
  });
});

describe('public play and notices', () => {
  it('GCS_gameTrialLaunch opens a free trial without a token (B game.trialGame)', async () => {
    const { games } = await gameList({ ...DESKTOP_LIST, gameType: 'RNG', pageNo: 1, pageSize: 100 }, false);
    const trial = games.find((g) => g.supportPlay === 0);
    expect(trial).toBeDefined();
    const params = query({ nodeId: trial!.nodeId, gameId: trial!.gameId, platform: 'html5', language: 'EN' });
    const value = okValue(
      await sim.call('GET', `/wps/relay/GCS_gameTrialLaunch?${params}`, { headers: desktop() }),
      launchResponseSchema,
    );
    expect(value.content.game_url).toBe(value.gameUrl);
  });

  it('MCSFE_getListAnnouncements with types=B,PL,PU,PR&platform=W&execution=B (A home.notice)', async () => {
    const params = query({ types: 'B,PL,PU,PR', platform: 'W', execution: 'B' });
    const value = okValue(
      await sim.call('GET', `/wps/relay/MCSFE_getListAnnouncements?${params}`, { headers: desktop(true) }),
      announcementsSchema,
    );
    expect(value.player.length).toBeGreaterThan(0);
    expect(value.banners.length).toBeGreaterThan(0);
    expect(value.player.every((a) => a.type === 'PL')).toBe(true);
  });
});
