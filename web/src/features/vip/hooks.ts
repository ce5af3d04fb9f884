import { rankListSchema, rankProgressSchema } from '@sim/shared/relay/vip';
import { useQuery } from '@tanstack/react-query';
import { wireGet } from '../../api/wire';
import { sessionQueryKey, useToken } from '../../lib/session';

/** GET MCSFE_getPlayerRankProgress: the rank and the turnover toward the next one. */
export function useRankProgress() {
  const token = useToken();
  return useQuery({
    queryKey: sessionQueryKey(token, 'vip', 'progress'),
    queryFn: () => wireGet('/wps/relay/MCSFE_getPlayerRankProgress', rankProgressSchema, { auth: true }),
    enabled: token !== null,
  });
}

/** GET MCSFE_getPlayerRankList: every rank's needs and bonus (no token needed). */
export function useRankList() {
  return useQuery({
    queryKey: ['vip', 'ranks'],
    queryFn: () => wireGet('/wps/relay/MCSFE_getPlayerRankList', rankListSchema),
    staleTime: 60_000,
  });
}
