import { gameListSchema, hotGamesSchema, lanesSchema } from '@sim/shared/relay/gcsgame';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, wps } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = async (query: string) => {
  const response = await wps(t, 'GET', `/wps/relay/GCSGAME_gameList?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return gameListSchema.parse(response.json().value);
};

describe('the catalogue at the advertised scale', () => {
  it('has about 10,000 slots, 5,000+ casino games and 140+ sports types across 80+ vendors', async () => {
    expect((await list('gameType=RNG&pageSize=1')).totalCount).toBeGreaterThanOrEqual(9500);
    expect((await list('gameType=LIVE&pageSize=1')).totalCount).toBeGreaterThanOrEqual(5000);
    const sports = await list('gameType=SPORTS&pageSize=3000');
    expect(new Set(sports.games.map((g) => g.gameName)).size).toBeGreaterThanOrEqual(140);
    for (const type of ['ESPORTS', 'FISH', 'PVP', 'COCKFIGHT', 'JACKPOT', 'MINI', 'LOTT', 'ELOTT']) {
      expect((await list(`gameType=${type}&pageSize=1`)).totalCount, type).toBeGreaterThan(0);
    }
    const lanes = lanesSchema.parse(
      (await wps(t, 'GET', '/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop')).json().value,
    );
    expect(lanes.data.lanes.flatMap((l) => l.cards).length).toBeGreaterThanOrEqual(80);
  });

  it('has the 15 live classifications', async () => {
    const lanes = lanesSchema.parse((await wps(t, 'GET', '/wps/relay/GCSGAME_gameVendor')).json().value);
    const live = lanes.data.lanes.find((l) => l.title === 'LIVE')!;
    expect(live.gameClassify.map((c) => c.key).sort()).toEqual(
      [
        'BAC',
        'BJ',
        'DAT',
        'FT',
        'HE',
        'MJ',
        'MT',
        'NN',
        'ROU',
        'SD',
        'SIC',
        'TCP',
        'WZPJ',
        'YSX',
        'ZJH',
      ].sort(),
    );
  });

  it('is the same on every run (fixed ids and names)', async () => {
    const [first] = (await list('gameType=RNG&vassalage=JL&pageSize=1')).games;
    expect(first).toMatchObject({ nodeId: 170001, gameId: 'JL0001', vassalage: 'JL', displayName: 'Jili' });
  });
});

describe('GCSGAME_gameList filters and paging', () => {
  it('pages 21 then 18 as the site asks, with totalPages', async () => {
    const first = await list('gameType=RNG&vassalage=PG&pageNo=1&pageSize=21');
    const second = await list('gameType=RNG&vassalage=PG&pageNo=2&pageSize=18');
    expect(first.games).toHaveLength(21);
    expect(second.games).toHaveLength(18);
    expect(first.totalPages).toBe(Math.ceil(first.totalCount / 21));
    // pages are pageSize apart: page 2 of 18 starts with the 19th game
    expect(second.games[0]!.nodeId).toBe(first.games[18]!.nodeId);
  });

  it('answers an empty page past the end', async () => {
    const page = await list('vassalage=SV3&pageNo=99&pageSize=24');
    expect(page).toMatchObject({ games: [], pageNum: 99 });
  });

  it('searches names case-insensitively', async () => {
    const found = await list('gameName=dragon&pageSize=50');
    expect(found.totalCount).toBeGreaterThan(0);
    expect(found.games.every((g) => g.gameName.toLowerCase().includes('dragon'))).toBe(true);
  });

  it.each([
    ['gameClassify=ROU&gameType=LIVE', (g: { gameClassify: string }) => g.gameClassify === 'ROU'],
    ['isNew=1', (g: { isNew: number }) => g.isNew === 1],
    ['minBet=0.1&gameType=RNG', (g: { minBet: number }) => g.minBet <= 0.1],
    ['minLineNum=25&gameType=RNG', (g: { minLineNum: number }) => g.minLineNum >= 25],
    ['vassalage=PG,JL', (g: { vassalage: string }) => ['PG', 'JL'].includes(g.vassalage)],
    [
      'platform=html5-desktop&clientType=3',
      (g: { platform: string }) => g.platform.includes('html5-desktop'),
    ],
  ])('filters by %s', async (query, holds) => {
    const page = await list(`${query}&pageSize=200`);
    expect(page.totalCount).toBeGreaterThan(0);
    expect(page.games.every(holds as (g: unknown) => boolean)).toBe(true);
  });

  it('lists the sub-games of a VASSALAGE entry by its nodeId', async () => {
    const group = (await list('vassalage=KM&pageSize=5')).games.find((g) => g.isGame === 'VASSALAGE')!;
    expect(group).toBeDefined();
    const children = await list(`nodeId=${group.nodeId}`);
    expect(children.games.length).toBeGreaterThan(0);
    expect(children.games.every((g) => g.isGame === 'GAME' && g.vassalage === 'KM')).toBe(true);
  });

  it('marks free-trial games with supportPlay 0', async () => {
    const games = (await list('gameType=RNG&pageSize=100')).games;
    expect(games.some((g) => g.supportPlay === 0 && g.supportTrail === 1)).toBe(true);
    expect(games.every((g) => (g.supportPlay === 0) === (g.supportTrail === 1))).toBe(true);
  });

  it.each(['pageSize=0', 'pageNo=x', 'pageSize=5000', 'minBet=-1'])(
    'refuses %s with a 400 envelope',
    async (query) => {
      const response = await wps(t, 'GET', `/wps/relay/GCSGAME_gameList?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().success).toBe(false);
    },
  );

  it('is public but needs the Merchant header', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/wps/relay/GCSGAME_gameList' });
    expect(response.statusCode).toBe(400);
  });
});

describe('hot games and vendor maps', () => {
  it('serves 20 hot games by GET and by POST', async () => {
    const byGet = hotGamesSchema.parse((await wps(t, 'GET', '/wps/relay/GCSGAME_hotGamesV2')).json().value);
    const byPost = hotGamesSchema.parse(
      (await wps(t, 'POST', '/wps/relay/GCSGAME_hotGamesV2', { body: {} })).json().value,
    );
    expect(byGet.list).toHaveLength(20);
    expect(byPost.list.map((g) => g.nodeId)).toEqual(byGet.list.map((g) => g.nodeId));
    expect(new Set(byGet.list.map((g) => g.vendorCode)).size).toBeGreaterThan(3);
  });

  it('maps game types to vendors', async () => {
    const content = (
      await wps(t, 'GET', '/wps/relay/GCSGAME_getVassGameType?typeId=1&merchant_code=sim001')
    ).json().value.content;
    expect(Object.keys(content.RNG)).toContain('PG');
    expect(content.LIVE.EG4).toEqual([]);
  });

  it('draws icons that render', async () => {
    const [game] = (await list('vassalage=PG&pageSize=1')).games;
    const icon = await t.app.inject({ method: 'GET', url: game!.showIcon });
    expect(icon.headers['content-type']).toBe('image/svg+xml');
    expect(icon.body).toContain('<svg');
    const vendor = await t.app.inject({
      method: 'GET',
      url: '/cdn/images/TCG_PROD_IMAGES/VENDOR_ICON/PG-COLOR.svg',
    });
    // a wordmark: the vendor's name, its first word heavy
    expect(vendor.body).toContain('>Pocket</tspan>');
  });
});
