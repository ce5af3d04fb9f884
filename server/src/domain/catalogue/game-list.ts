// GCSGAME_gameList: every filter of the real relay, paged (pageNo from 1, totalPages, totalCount).
// Listed games are the top level; a VASSALAGE entry's sub-games come with nodeId=<its id>. The
// catalogue is static but for maintenance switches, so it is filtered in memory (CatalogueIndex).
import type { GameList, GameListQuery } from '@sim/shared/relay/gcsgame';
import type { CatalogueCache } from './catalogue-cache.ts';
import type { IndexedGame } from './catalogue-index.ts';
import { toGameItem } from './game-item.ts';

type Predicate = (entry: IndexedGame) => boolean;

const setOf = (value: string | undefined) =>
  value ? new Set(value.split(',').map((v) => v.trim())) : undefined;

function predicatesOf(query: GameListQuery, gameTypes?: Set<string>, vendors?: Set<string>): Predicate[] {
  const tests: Predicate[] = [];
  if (gameTypes) tests.push((e) => gameTypes.has(e.game.gameType));
  if (vendors) tests.push((e) => vendors.has(e.game.vendorCode));
  if (query.gameClassify) tests.push((e) => e.game.gameClassify === query.gameClassify);
  const search = query.gameName?.trim().toLowerCase();
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

export async function listGames(catalogue: CatalogueCache, query: GameListQuery): Promise<GameList> {
  const gameTypes = setOf(query.gameType);
  const vendors = setOf(query.vassalage);
  const tests = predicatesOf(query, gameTypes, vendors);
  const candidates = (await catalogue.get()).index.candidates({
    parentId: query.nodeId ?? null,
    gameTypes,
    vendors,
  });
  const matching = tests.length === 0 ? candidates : candidates.filter((e) => tests.every((test) => test(e)));
  const start = (query.pageNo - 1) * query.pageSize;
  return {
    games: matching.slice(start, start + query.pageSize).map((e) => toGameItem(e.game)),
    pageNum: query.pageNo,
    totalPages: Math.max(1, Math.ceil(matching.length / query.pageSize)),
    totalCount: matching.length,
  };
}
