import { jackpotSchema } from '@sim/shared/relay/winners';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { wireGet } from '../../api/wire';
import { JACKPOT_CALL } from './jackpot-call';

/** How often the site asks for the pool: an operator's site polls its jackpot about twice a minute. */
export const JACKPOT_REFRESH_MS = 30_000;

export const jackpotKey = ['jackpot'] as const;

/** GET VIS_getJackpot (public): the merchant's progressive pool. */
export const jackpotQuery = queryOptions({
  queryKey: jackpotKey,
  queryFn: () => wireGet(JACKPOT_CALL.path, jackpotSchema),
  refetchInterval: JACKPOT_REFRESH_MS,
});

export function useJackpot() {
  return useQuery(jackpotQuery);
}
