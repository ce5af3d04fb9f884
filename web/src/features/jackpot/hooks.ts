import { queryOptions, useQuery } from '@tanstack/react-query';
import { lazySchemas } from '../../api/lazy-schemas';
import { wireGet } from '../../api/wire';
import { askAgainIfRefused } from '../../lib/first-paint/ask-again-if-refused';
import { JACKPOT_CALL } from './jackpot-call';

const winnersSchemas = lazySchemas(() => import('@sim/shared/relay/winners'));

/** How often the site asks for the pool: an operator's site polls its jackpot about twice a minute. */
export const JACKPOT_REFRESH_MS = 30_000;

export const jackpotKey = ['jackpot'] as const;

/** GET VIS_getJackpot (public): the merchant's progressive pool. */
export const jackpotQuery = queryOptions({
  queryKey: jackpotKey,
  queryFn: (context) =>
    wireGet(JACKPOT_CALL.path, winnersSchemas.jackpotSchema, {
      checkAfterPaint: askAgainIfRefused(context),
    }),
  refetchInterval: JACKPOT_REFRESH_MS,
  // the landing page's answer (asked for before its first render, home-data.ts) is the meter's until
  // the next poll: asked again as the page mounted, a grown pool set the meter counting up (a render a
  // frame) through the page's start-up
  staleTime: JACKPOT_REFRESH_MS,
});

export function useJackpot() {
  return useQuery(jackpotQuery);
}
