// Lottery menus, popular lotteries, draws, plays and bets from the lottery gateway (lgwGet / lgwSend:
// no envelope). The schemas are the shared contract (shared/src/lgw).
import { type BettingRequest, betOrdersSchema, bettingResponseSchema } from '@sim/shared/lgw/betting';
import { drawListSchema, nearNumerosSchema } from '@sim/shared/lgw/draws';
import { lotteryMenuListSchema, popularLotteryListSchema } from '@sim/shared/lgw/menus';
import { playsSchema } from '@sim/shared/lgw/plays';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { lgwGet, lgwSend } from '../../api/wire';
import { currentLanguage } from '../../i18n';
import { sessionQueryKey, useToken } from '../../lib/session/session';
import { useMoneyMoved } from '../wallet/money-moved';

/** Spec section 9: prize modes Lott, ZY (both), Elott, SEA. */
export type PrizeMode = 'Lott' | 'ZY' | 'Elott' | 'SEA';
/** Spec section 9: popular games 20; the Vietnamese list 100. */
export const POPULAR_LOTTERIES = 20;
export const VN_NUMBERS = 100;
/** Draws every 5 minutes on the fast lotteries: the lists stay fresh for a minute. */
const DRAWS_STALE_MS = 60_000;
/** The betting panel asks for the draws around now this often, so a clock QA moved shows soon. */
export const NEAR_POLL_MS = 5_000;
const MY_BETS_PAGE = 20;

export function useLotteryMenus(prizeMode: PrizeMode) {
  return useQuery({
    queryKey: ['lottery', 'menus', prizeMode],
    queryFn: () =>
      lgwGet('/lgw/games/game_menus', lotteryMenuListSchema, {
        query: { prizeMode, device: 'WEB', language: currentLanguage() },
      }),
    staleTime: 5 * 60_000,
  });
}

export function usePopularLotteries(prizeMode: PrizeMode) {
  return useQuery({
    queryKey: ['lottery', 'popular', prizeMode],
    queryFn: () =>
      lgwGet('/lgw/games/popular', popularLotteryListSchema, {
        query: { count: POPULAR_LOTTERIES, prizeMode, device: 'WEB', language: currentLanguage() },
      }),
    staleTime: 5 * 60_000,
  });
}

export function useVnMenus() {
  return useQuery({
    queryKey: ['lottery', 'vn', 'menus'],
    queryFn: () =>
      lgwGet('/lgw/vn/games/game_menu', lotteryMenuListSchema, {
        query: { prizeMode: 'Lott', device: 'WEB' },
      }),
    staleTime: 5 * 60_000,
  });
}

/** The latest draw of every Vietnam lottery. */
export function useVnOpenedDraws() {
  return useQuery({
    queryKey: ['lottery', 'vn', 'opened'],
    queryFn: () => lgwGet('/lgw/vn/numeros/opened/game', drawListSchema),
    staleTime: DRAWS_STALE_MS,
  });
}

/** The latest numbers (the home page's list of 100), or the last draws of one game. */
export function useLatestDraws(count: number, gameCode?: string) {
  return useQuery({
    queryKey: ['lottery', 'draws', count, gameCode ?? ''],
    queryFn: () => lgwGet('/lotto/lgw/games/opened/numero', drawListSchema, { query: { count, gameCode } }),
    staleTime: DRAWS_STALE_MS,
  });
}

/** The plays of a lottery's family, in catalogue order. */
export function useLotteryPlays(gameId: number) {
  return useQuery({
    queryKey: ['lottery', 'plays', gameId],
    queryFn: async () =>
      Object.values(await lgwGet('/lgw/games/plays', playsSchema, { query: { gameId } })).sort(
        (a, b) => a.playId - b.playId,
      ),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The draw taking bets now, the next and the last drawn; `serverTime` is the simulator's clock. */
export function useNearNumeros(gameId: number) {
  return useQuery({
    queryKey: ['lottery', 'near', gameId],
    queryFn: () => lgwGet('/lgw/numeros/near', nearNumerosSchema, { query: { gameId } }),
    refetchInterval: NEAR_POLL_MS,
  });
}

const myBetsKey = (token: string | null, gameId: number) =>
  sessionQueryKey(token, 'lotteryBets', String(gameId));

/** The member's bets on one lottery, newest draw first. */
export function useMyLotteryBets(gameId: number) {
  const token = useToken();
  return useQuery({
    queryKey: myBetsKey(token, gameId),
    queryFn: () =>
      lgwGet('/lgw/betting/orders', betOrdersSchema, {
        auth: true,
        query: { gameId, pageSize: MY_BETS_PAGE },
      }),
    enabled: token !== null,
  });
}

/** After a draw opens: the member's bets and the balances may have moved. */
export function useDrawOpened(gameId: number) {
  const token = useToken();
  const queryClient = useQueryClient();
  const moneyMoved = useMoneyMoved();
  return useCallback(
    () => Promise.all([queryClient.invalidateQueries({ queryKey: myBetsKey(token, gameId) }), moneyMoved()]),
    [queryClient, token, gameId, moneyMoved],
  );
}

/** POST /lgw/betting; the bets and the balance refresh whatever the outcome. */
export function usePlaceLotteryBet(gameId: number) {
  const refresh = useDrawOpened(gameId);
  return useMutation({
    mutationFn: (request: BettingRequest) =>
      lgwSend('POST', '/lgw/betting', bettingResponseSchema, request, {
        auth: true,
        query: { t: Date.now() },
      }),
    onSettled: refresh,
  });
}
