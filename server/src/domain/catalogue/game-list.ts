// GCSGAME_gameList: every filter of the real relay, paged (pageNo from 1, totalPages, totalCount).
// Listed games are the top level; a VASSALAGE entry's sub-games come with nodeId=<its id>. The
// catalogue is static but for maintenance switches, so it is filtered in memory (CatalogueIndex) and
// a page is joined from the games' ready JSON, the bytes the route's schema serialiser would write.
import type { GameListQuery } from '@sim/shared/relay/gcsgame';
import type { CatalogueCache } from './catalogue-cache.ts';
import { type CatalogueIndex, type IndexedGame, itemJson } from './catalogue-index.ts';

type Predicate = (entry: IndexedGame) => boolean;

const setOf = (value: string | undefined) =>
  value ? new Set(value.split(',').map((v) => v.trim())) : undefined;

function predicatesOf(
  query: GameListQuery,
  search: string | undefined,
  gameTypes?: Set<string>,
  vendors?: Set<string>,
): Predicate[] {
  const tests: Predicate[] = [];
  if (gameTypes) tests.push((e) => gameTypes.has(e.game.gameType));
  if (vendors) tests.push((e) => vendors.has(e.game.vendorCode));
  if (query.gameClassify) tests.push((e) => e.game.gameClassify === query.gameClassify);
  if (search) tests.push((e) => e.nameLower.includes(search));
  if (query.isNew === '1' || query.isNew === 'true') tests.push((e) => e.game.isNew);
  // a game qualifies when a player can play it at that stake and line count
  if (query.minBet !== undefined) {
    const max = BigInt(Math.round(query.minBet * 100));
    tests.push((e) => e.game.minBetMinor <= max);
  }
  if (query.minLineNum !== undefined) tests.push((e) => e.game.minLineNum >= query.minLineNum!);
  const platform = query.platform?.split(',')[0];
  if (platform) tests.push((e) => `,${e.game.platform},`.includes(`,${platform},`));
  return tests;
}

/** What picks the games, page aside: equal keys list the same games. */
function filterKey(query: GameListQuery, search: string | undefined): string {
  const { gameType, vassalage, gameClassify, isNew, minBet, minLineNum, platform, nodeId } = query;
  return JSON.stringify([
    gameType,
    vassalage,
    gameClassify,
    search,
    isNew,
    minBet,
    minLineNum,
    platform,
    nodeId,
  ]);
}

function matchingGames(index: CatalogueIndex, query: GameListQuery, search: string | undefined) {
  const gameTypes = setOf(query.gameType);
  const vendors = setOf(query.vassalage);
  const tests = predicatesOf(query, search, gameTypes, vendors);
  const candidates = index.candidates({ parentId: query.nodeId ?? null, gameTypes, vendors, search });
  return tests.length === 0 ? candidates : candidates.filter((e) => tests.every((test) => test(e)));
}

/**
 * The whole answer (the success envelope) of GCSGAME_gameList, joined from each game's ready JSON.
 * Paging through one filter (or searching the same word) filters once per catalogue build; the route
 * keeps each page's bytes (its answer cache).
 */
export async function gameListJson(catalogue: CatalogueCache, query: GameListQuery): Promise<string> {
  const search = query.gameName?.trim().toLowerCase() || undefined;
  const { index } = await catalogue.get();
  const key = filterKey(query, search);
  const matching = index.remember(key, () => matchingGames(index, query, search));
  const start = (query.pageNo - 1) * query.pageSize;
  const games = matching
    .slice(start, start + query.pageSize)
    .map(itemJson)
    .join(',');
  const totalPages = Math.max(1, Math.ceil(matching.length / query.pageSize));
  return (
    `{"success":true,"value":{"games":[${games}],"pageNum":${query.pageNo}` +
    `,"totalPages":${totalPages},"totalCount":${matching.length}}}`
  );
}
