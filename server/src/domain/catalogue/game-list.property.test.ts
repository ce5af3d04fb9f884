// The game list (n-gram index, remembered filters, pages joined from ready JSON) against a naive scan
// of every catalogue row serialised by the route's schema: the same bytes for any query.
import { okEnvelope } from '@sim/shared/envelope';
import { type GameListQuery, gameListQuerySchema, gameListSchema } from '@sim/shared/relay/gcsgame';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp, wps } from '../../test/harness.ts';
import { type GameRow, gameRowSelect, toGameItem } from './game-item.ts';
import { gameListJson } from './game-list.ts';

let t: TestApp;
let rows: GameRow[];
beforeAll(async () => {
  t = await createTestApp();
  rows = await t.db.game.findMany({ select: gameRowSelect, orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] });
});
afterAll(() => t.close());

/** Every row checked against every filter, as the list's rules read. */
function naive(query: GameListQuery): string {
  const set = (v?: string) => (v ? new Set(v.split(',').map((s) => s.trim())) : undefined);
  const types = set(query.gameType);
  const vendors = set(query.vassalage);
  const search = query.gameName?.trim().toLowerCase();
  const platform = query.platform?.split(',')[0];
  const matching = rows.filter(
    (g) =>
      g.parentId === (query.nodeId ?? null) &&
      (!types || types.has(g.gameType)) &&
      (!vendors || vendors.has(g.vendorCode)) &&
      (!query.gameClassify || g.gameClassify === query.gameClassify) &&
      (!search || g.name.toLowerCase().includes(search)) &&
      (!(query.isNew === '1' || query.isNew === 'true') || g.isNew) &&
      (query.minBet === undefined || g.minBetMinor <= BigInt(Math.round(query.minBet * 100))) &&
      (query.minLineNum === undefined || g.minLineNum >= query.minLineNum) &&
      (!platform || `,${g.platform},`.includes(`,${platform},`)),
  );
  const start = (query.pageNo - 1) * query.pageSize;
  const value = {
    games: matching.slice(start, start + query.pageSize).map(toGameItem),
    pageNum: query.pageNo,
    totalPages: Math.max(1, Math.ceil(matching.length / query.pageSize)),
    totalCount: matching.length,
  };
  return JSON.stringify(z.encode(okEnvelope(gameListSchema), { success: true as const, value }));
}

describe('GCSGAME_gameList: indexed and pre-serialised, the same as a scan', () => {
  it('answers any query with the bytes of a naive scan', async () => {
    const topLevel = rows.filter((g) => g.parentId === null);
    const vendorCodes = [...new Set(topLevel.map((g) => g.vendorCode))].slice(0, 12);
    const parents = rows.filter((g) => g.kind === 'VASSALAGE').map((g) => g.id);
    const names = topLevel.map((g) => g.name);
    const piece = fc
      .tuple(fc.constantFrom(...names), fc.nat(), fc.integer({ min: 1, max: 8 }), fc.boolean())
      .map(([name, at, length, upper]) => {
        const start = at % name.length;
        const text = name.slice(start, start + length);
        return upper ? text.toUpperCase() : text;
      });
    const query = fc.record(
      {
        gameType: fc.constantFrom('RNG', 'live', 'RNG,FISH', 'SPORTS'),
        vassalage: fc.oneof(fc.constantFrom(...vendorCodes), fc.constant(vendorCodes.slice(0, 3).join(','))),
        gameClassify: fc.constantFrom('VASSALAGE', 'BAC', 'SLOT'),
        gameName: fc.oneof(piece, fc.constantFrom('dragon', ' Dragon ', 'zzqx', 'a', 'ga', '')),
        isNew: fc.constantFrom('1', '0', 'true'),
        minBet: fc.constantFrom('0.1', '1', '5'),
        minLineNum: fc.constantFrom('0', '10', '30'),
        platform: fc.constantFrom('html5', 'html5-desktop', 'flash,html5'),
        nodeId: fc.constantFrom(...parents.slice(0, 5).map(String)),
        pageNo: fc.integer({ min: 1, max: 6 }).map(String),
        pageSize: fc.constantFrom('1', '24', '100', '3000'),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(query, async (raw) => {
        const parsed = gameListQuerySchema.parse(raw);
        expect(await gameListJson(t.sim.catalogue, parsed)).toBe(naive(parsed));
      }),
      { numRuns: 150 },
    );
  });

  it('serves a 3000-game page and searches through the route as before', async () => {
    for (const query of ['pageSize=3000', 'gameName=dragon&pageNo=2', 'gameType=RNG&vassalage=PG&pageNo=3']) {
      const response = await wps(t, 'GET', `/wps/relay/GCSGAME_gameList?${query}`);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(
        naive(gameListQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)))),
      );
    }
  });

  it('shows a maintenance switch at once (the index and its pages are rebuilt)', async () => {
    const game = rows.find((g) => g.parentId === null && !g.maintenance && !g.vendor.maintenance)!;
    const query = gameListQuerySchema.parse({ gameName: game.name, vassalage: game.vendorCode });
    expect(await gameListJson(t.sim.catalogue, query)).toContain(`"nodeId":${game.id},`);
    await t.sim.catalogue.setMaintenance({ nodeId: game.id }, true);
    const after = JSON.parse(await gameListJson(t.sim.catalogue, query));
    expect(after.value.games.find((g: { nodeId: number }) => g.nodeId === game.id)).toMatchObject({
      maintenance: true,
      status: 0,
    });
  });
});
