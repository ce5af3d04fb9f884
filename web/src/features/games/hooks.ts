// The game catalogue through the relays of wire-contract.md 4.8-4.9: vendor lanes, the paged game
// list (21 then 18, paging.ts), hot games, favourites, recent games and PVP rooms.
import {
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { lazySchemas } from '../../api/lazy-schemas';
import { SESSION_KEY } from '../../api/session-store';
import { wireGet, wireSend } from '../../api/wire';
import { currentLanguage } from '../../i18n';
import { askAgainIfRefused } from '../../lib/first-paint/ask-again-if-refused';
import { sessionQueryKey, useToken } from '../../lib/session/session';
import { CLIENT } from './client';
import { entryFromHot, entryFromItem, type GameEntry } from './game-entry';
import { hotGamesCall } from './hot-games-call';
import { LANES_CALL } from './lanes-call';
import { batchRange, pageWindow } from './paging';

const envelopeSchemas = lazySchemas(() => import('@sim/shared/envelope'));
const gcsgameSchemas = lazySchemas(() => import('@sim/shared/relay/gcsgame'));
const gls2Schemas = lazySchemas(() => import('@sim/shared/relay/gls2'));
const mcsfeSchemas = lazySchemas(() => import('@sim/shared/relay/mcsfe'));

/** Spec section 9: the home page shows 20 popular games. */
export const POPULAR_COUNT = 20;
const CATALOGUE_STALE_MS = 5 * 60_000;

/** The vendor lanes: the header's vendor menus (asked for ahead of the landing page's first render,
 *  features/home/home-data.ts, which the first render then hydrates with, rather than rendering the
 *  header again, synchronously, when the answer came after it). */
export const lanesQuery = queryOptions({
  queryKey: ['games', 'lanes'],
  queryFn: async (context) => {
    const value = await wireGet(LANES_CALL.path, gcsgameSchemas.lanesSchema, {
      query: LANES_CALL.query,
      checkAfterPaint: askAgainIfRefused(context),
    });
    // the real app keeps the vendors in sessionStorage `gameVendor` (spec section 3); the server's
    // prerender (prerender/landing.tsx) has none
    if (typeof sessionStorage !== 'undefined')
      sessionStorage.setItem(SESSION_KEY.gameVendor, JSON.stringify(value.data.lanes));
    return value.data.lanes;
  },
  staleTime: CATALOGUE_STALE_MS,
});

export function useLanes() {
  return useQuery(lanesQuery);
}

export interface GameFilters {
  gameType?: string;
  /** one vendor code, or a comma list for a vendor group */
  vassalage?: string;
  gameClassify?: string;
  gameName?: string;
  /** the sub-games of a VASSALAGE entry */
  nodeId?: number;
}

export interface GameBatch {
  games: GameEntry[];
  hasMore: boolean;
  /** the whole list's size, where the relay says it */
  totalCount?: number;
}

/** One batch of the list: batch 0 holds 21 games, the later ones 18 (spec section 9). */
async function fetchGameBatch(filters: GameFilters, index: number): Promise<GameBatch> {
  const batch = batchRange(index);
  const { pageNo, pageSize, offset } = pageWindow(batch);
  const list = await wireGet('/wps/relay/GCSGAME_gameList', gcsgameSchemas.gameListSchema, {
    query: { ...filters, ...CLIENT, pageNo, pageSize, language: currentLanguage() },
  });
  return {
    games: list.games.slice(offset, offset + batch.count).map(entryFromItem),
    hasMore: batch.start + batch.count < list.totalCount,
    totalCount: list.totalCount,
  };
}

function nextBatch(last: GameBatch, loaded: unknown[]): number | undefined {
  return last.hasMore ? loaded.length : undefined;
}

export function useGameList(filters: GameFilters, enabled = true) {
  return useInfiniteQuery({
    queryKey: ['games', 'list', filters],
    queryFn: ({ pageParam }) => fetchGameBatch(filters, pageParam),
    initialPageParam: 0,
    getNextPageParam: nextBatch,
    enabled,
    staleTime: 60_000,
    // a new search or tab keeps the current cards until its games arrive
    placeholderData: keepPreviousData,
  });
}

/** The first game of a vendor: what a direct launch from the header opens. */
export function fetchVendorLobbyGame(vassalage: string): Promise<GameEntry | undefined> {
  return wireGet('/wps/relay/GCSGAME_gameList', gcsgameSchemas.gameListSchema, {
    query: { vassalage, ...CLIENT, pageNo: 1, pageSize: 1, language: currentLanguage() },
  }).then((list) => list.games.map(entryFromItem)[0]);
}

/** The home page's popular games (asked for ahead of its first render, features/home/home-data.ts). */
export const hotGamesQuery = queryOptions({
  queryKey: ['games', 'hot'],
  queryFn: async (context) => {
    const { path, query } = hotGamesCall(currentLanguage());
    const value = await wireGet(path, gcsgameSchemas.hotGamesSchema, {
      query,
      checkAfterPaint: askAgainIfRefused(context),
    });
    return value.list.slice(0, POPULAR_COUNT).map(entryFromHot);
  },
  staleTime: CATALOGUE_STALE_MS,
});

export function useHotGames() {
  return useQuery(hotGamesQuery);
}

const favouritesKey = (token: string | null) => sessionQueryKey(token, 'favourites');

/** The member's favourite node ids, compared as strings (wire-contract.md 4.9). */
export function useFavouriteIds() {
  const token = useToken();
  return useQuery({
    queryKey: [...favouritesKey(token), 'ids'],
    queryFn: async () => {
      const ids = await wireGet('/wps/relay/MCSFE_getFavoriteGames', mcsfeSchemas.favoriteIdsSchema, {
        auth: true,
      });
      sessionStorage.setItem(SESSION_KEY.favGames, JSON.stringify(ids));
      return ids;
    },
    enabled: token !== null,
    staleTime: 60_000,
  });
}

export function useFavouriteList(enabled: boolean) {
  const token = useToken();
  return useInfiniteQuery({
    queryKey: [...favouritesKey(token), 'list'],
    queryFn: async ({ pageParam }): Promise<GameBatch> => {
      const batch = batchRange(pageParam);
      const { pageNo, pageSize, offset } = pageWindow(batch);
      const value = await wireGet('/wps/relay/MCSFE_getFavoriteGamesList', mcsfeSchemas.favoriteListSchema, {
        auth: true,
        query: { pageNo, pageSize },
      });
      // the list carries pages, not a count: more follow on a later page or behind this batch
      return {
        games: value.content.slice(offset, offset + batch.count).map(entryFromItem),
        hasMore: value.pageNum < value.totalPages || value.content.length > offset + batch.count,
      };
    },
    initialPageParam: 0,
    getNextPageParam: nextBatch,
    enabled: enabled && token !== null,
  });
}

export function useToggleFavourite() {
  const token = useToken();
  const queryClient = useQueryClient();
  const idsKey = [...favouritesKey(token), 'ids'];
  return useMutation({
    mutationFn: ({ game, favourite }: { game: GameEntry; favourite: boolean }) =>
      wireSend(
        favourite ? 'POST' : 'DELETE',
        favourite ? '/wps/relay/MCSFE_addFavoriteGameV2' : '/wps/relay/MCSFE_removeFavoriteGameV2',
        envelopeSchemas.noValueSchema,
        { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType },
        { auth: true },
      ),
    // the star turns at once; a failure puts it back
    onMutate: async ({ game, favourite }) => {
      await queryClient.cancelQueries({ queryKey: idsKey });
      const before = queryClient.getQueryData<string[]>(idsKey);
      const id = String(game.nodeId);
      queryClient.setQueryData<string[]>(idsKey, (ids = []) =>
        favourite ? [...ids.filter((x) => x !== id), id] : ids.filter((x) => x !== id),
      );
      return { before };
    },
    onError: (_error, _input, context) => queryClient.setQueryData(idsKey, context?.before),
    onSettled: () => queryClient.invalidateQueries({ queryKey: favouritesKey(token) }),
  });
}

export function useRecentGames(enabled: boolean) {
  const token = useToken();
  return useQuery({
    queryKey: sessionQueryKey(token, 'recent'),
    queryFn: async () =>
      (await wireGet('/wps/relay/GCS_recentGame', gcsgameSchemas.recentGamesSchema, { auth: true })).map(
        entryFromItem,
      ),
    enabled: enabled && token !== null,
  });
}

export function usePvpRooms(vassalage: string | undefined, enabled: boolean) {
  const token = useToken();
  return useQuery({
    queryKey: sessionQueryKey(token, 'rooms', vassalage ?? ''),
    queryFn: () =>
      wireGet('/wps/relay/GLS2_roomList', gls2Schemas.roomListSchema, { auth: true, query: { vassalage } }),
    enabled: enabled && token !== null,
    staleTime: 30_000,
  });
}
