// Lottery menus, popular lotteries and draws from the lottery gateway (lgwGet: no envelope).
import { useQuery } from '@tanstack/react-query';
import { lgwGet } from '../../api/wire';
import { currentLanguage } from '../../i18n';
import { drawsSchema, lotteryMenusSchema, popularLotterySchema } from './lgw';

/** Spec section 9: prize modes Lott, ZY (both), Elott, SEA. */
export type PrizeMode = 'Lott' | 'ZY' | 'Elott' | 'SEA';
/** Spec section 9: popular games 20; the Vietnamese list 100. */
export const POPULAR_LOTTERIES = 20;
export const VN_NUMBERS = 100;
/** Draws every 5 minutes on the fast lotteries: the lists stay fresh for a minute. */
const DRAWS_STALE_MS = 60_000;

export function useLotteryMenus(prizeMode: PrizeMode) {
  return useQuery({
    queryKey: ['lottery', 'menus', prizeMode],
    queryFn: () =>
      lgwGet('/lgw/games/game_menus', lotteryMenusSchema, {
        query: { prizeMode, device: 'WEB', language: currentLanguage() },
      }),
    staleTime: 5 * 60_000,
  });
}

export function usePopularLotteries(prizeMode: PrizeMode) {
  return useQuery({
    queryKey: ['lottery', 'popular', prizeMode],
    queryFn: () =>
      lgwGet('/lgw/games/popular', popularLotterySchema, {
        query: { count: POPULAR_LOTTERIES, prizeMode, device: 'WEB', language: currentLanguage() },
      }),
    staleTime: 5 * 60_000,
  });
}

export function useVnMenus() {
  return useQuery({
    queryKey: ['lottery', 'vn', 'menus'],
    queryFn: () =>
      lgwGet('/lgw/vn/games/game_menu', lotteryMenusSchema, { query: { prizeMode: 'Lott', device: 'WEB' } }),
    staleTime: 5 * 60_000,
  });
}

/** The latest draw of every Vietnam lottery. */
export function useVnOpenedDraws() {
  return useQuery({
    queryKey: ['lottery', 'vn', 'opened'],
    queryFn: () => lgwGet('/lgw/vn/numeros/opened/game', drawsSchema),
    staleTime: DRAWS_STALE_MS,
  });
}

/** The latest numbers (the home page's list of 100), or the last draws of one game. */
export function useLatestDraws(count: number, gameCode?: string) {
  return useQuery({
    queryKey: ['lottery', 'draws', count, gameCode ?? ''],
    queryFn: () => lgwGet('/lotto/lgw/games/opened/numero', drawsSchema, { query: { count, gameCode } }),
    staleTime: DRAWS_STALE_MS,
  });
}
