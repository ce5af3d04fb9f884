import { rankListSchema, rankProgressSchema } from '@sim/shared/relay/vip';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { wireGet } from '../../api/wire';
import { sessionQueryKey, useRefreshMemberInfo, useSession, useToken } from '../../lib/session/session';

/** GET MCSFE_getPlayerRankProgress: the rank and the turnover toward the next one. */
export function useRankProgress() {
  const token = useToken();
  const progress = useQuery({
    queryKey: sessionQueryKey(token, 'vip', 'progress'),
    queryFn: () => wireGet('/wps/relay/MCSFE_getPlayerRankProgress', rankProgressSchema, { auth: true }),
    enabled: token !== null,
  });
  useRankLabelInStep(progress.data?.playerRankLevel);
  return progress;
}

/** GET MCSFE_getPlayerRankList: every rank's needs and bonus (no token needed). */
export function useRankList() {
  return useQuery({
    queryKey: ['vip', 'ranks'],
    queryFn: () => wireGet('/wps/relay/MCSFE_getPlayerRankList', rankListSchema),
    staleTime: 60_000,
  });
}

/**
 * A promotion or demotion seen in the progress: the header's rank label (member info) reads again,
 * once per rank the progress reports (so a label that stays behind cannot start a refetch loop).
 */
function useRankLabelInStep(progressLevel: number | undefined) {
  const session = useSession();
  const refresh = useRefreshMemberInfo();
  const refreshedFor = useRef<number | undefined>(undefined);
  const shownLevel = session.status === 'member' ? session.member.clubLabel.rankLevel : undefined;
  useEffect(() => {
    if (progressLevel === undefined || shownLevel === undefined || progressLevel === shownLevel) return;
    if (refreshedFor.current === progressLevel) return;
    refreshedFor.current = progressLevel;
    void refresh();
  }, [progressLevel, shownLevel, refresh]);
}
