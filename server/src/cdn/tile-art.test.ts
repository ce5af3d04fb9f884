// Game tiles drawn per game: the motif follows the kind of game, the palette the vendor.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function tileOf(where: { gameType?: string; gameClassify?: string; code?: string }) {
  const game = await t.db.game.findFirstOrThrow({
    where: { ...where, kind: 'GAME' },
    orderBy: { id: 'asc' },
  });
  const response = await t.app.inject({
    method: 'GET',
    url: `/cdn/images/TCG_GAME_ICONS/${game.vendorCode}/EN/${game.code}.svg`,
  });
  expect(response.headers['content-type']).toMatch(/image\/svg\+xml/);
  const svg = response.body;
  return {
    svg,
    motif: /data-motif="([^"]+)"/.exec(svg)?.[1],
    palette: /data-palette="([^"]+)"/.exec(svg)?.[1],
  };
}

describe('game tile art', () => {
  it('draws a motif for each kind of game', async () => {
    const motifs = await Promise.all(
      [
        { gameType: 'RNG' },
        { gameType: 'LIVE', gameClassify: 'BAC' },
        { gameType: 'LIVE', gameClassify: 'ROU' },
        { gameType: 'LIVE', gameClassify: 'SIC' },
        { gameType: 'FISH' },
        { gameType: 'LOTT' },
        { gameType: 'SPORTS' },
      ].map(async (where) => (await tileOf(where)).motif),
    );
    expect(motifs).toEqual(['slot', 'cards', 'roulette', 'dice', 'fish', 'lottery', 'sports']);
  });

  it("colours a tile by its vendor: one vendor's games share a palette, another vendor's differs", async () => {
    const jili = await tileOf({ code: 'JL0001' });
    const anotherJili = await tileOf({ code: 'JL0100' });
    const pg = await tileOf({ code: 'PG0001' });
    expect(jili.palette).toBeDefined();
    expect(anotherJili.palette).toBe(jili.palette);
    expect(pg.palette).not.toBe(jili.palette);
    expect(jili.svg).toContain('Jili');
  });

  it('draws each game from its own name, without printing the name the card prints below it', async () => {
    const slots = await t.db.game.findMany({
      where: { gameType: 'RNG', kind: 'GAME', vendorCode: 'JL' },
      orderBy: { id: 'asc' },
      take: 12,
    });
    const tiles = await Promise.all(slots.map((game) => tileOf({ code: game.code })));
    expect(new Set(tiles.map((tile) => tile.svg)).size).toBe(tiles.length);
    for (const [i, tile] of tiles.entries()) expect(tile.svg).not.toContain(`>${slots[i]!.name}<`);
    const dragon = await t.db.game.findFirstOrThrow({
      where: { gameType: 'RNG', name: { contains: 'Dragon' } },
    });
    expect((await tileOf({ code: dragon.code })).svg).toContain('data-emblem="1"');
  });

  it('draws a dealer behind a live table', async () => {
    expect((await tileOf({ gameType: 'LIVE', gameClassify: 'BAC' })).svg).toContain('data-dealer');
    expect((await tileOf({ gameType: 'RNG' })).svg).not.toContain('data-dealer');
  });
});

describe('provider logos', () => {
  it("are wordmarks of the vendor's name, not its code on a coloured pill", async () => {
    const art = (style: string) =>
      t.app.inject({ method: 'GET', url: `/cdn/images/TCG_PROD_IMAGES/VENDOR_ICON/EG4-${style}.svg` });
    const colour = (await art('COLOR')).body;
    expect(colour).toContain('>Evolution</tspan>');
    expect(colour).not.toContain('<rect');
    expect((await art('WHITE')).body).toContain('fill="#ffffff"');
  });
});
