// Missions over the wire: the summary list, one mission's milestones and leaderboard, the claim. A claim
// pays money, so it refreshes the missions and everything money touches.
import {
  claimResultSchema,
  missionLeaderboardSchema,
  missionMilestonesListSchema,
  missionSummaryListSchema,
} from '@sim/shared/relay/missions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { wireGet, wireSend } from '../../api/wire';
import { sessionQueryKey, useSession, useToken } from '../../lib/session/session';
import { useFeatureFlags } from '../../lib/site-status/site-status';
import { useMoneyMoved } from '../wallet/money-moved';

export type MissionStatus = 'O' | 'E';

const missionsKey = (token: string | null, ...parts: (string | number)[]) =>
  sessionQueryKey(token, 'missions', ...parts.map(String));

/** GET MCSFE_getMissionSummaryDetails?status=&page=1&size=50 */
export function useMissionSummary(status: MissionStatus, enabled = true) {
  const token = useToken();
  return useQuery({
    queryKey: missionsKey(token, 'summary', status),
    queryFn: () =>
      wireGet('/wps/relay/MCSFE_getMissionSummaryDetails', missionSummaryListSchema, {
        auth: true,
        query: { status, page: 1, size: 50 },
      }),
    enabled: token !== null && enabled,
  });
}

/** GET MCSFE_getMissionMilestones?missionId=: a list of missions; the one asked for (null if absent) */
export function useMilestones(missionId: number) {
  const token = useToken();
  return useQuery({
    queryKey: missionsKey(token, 'milestones', missionId),
    queryFn: async () =>
      (
        await wireGet('/wps/relay/MCSFE_getMissionMilestones', missionMilestonesListSchema, {
          auth: true,
          query: { missionId },
        })
      ).find((mission) => mission.missionId === missionId) ?? null,
    enabled: token !== null,
  });
}

/** GET MCSFE_getMissionLeaderboard?missionId= (the real client's ModuleId header) */
export function useLeaderboard(missionId: number, enabled: boolean) {
  const token = useToken();
  return useQuery({
    queryKey: missionsKey(token, 'leaderboard', missionId),
    queryFn: () =>
      wireGet('/wps/relay/MCSFE_getMissionLeaderboard', missionLeaderboardSchema, {
        auth: true,
        query: { missionId, size: 10 },
        headers: { ModuleId: 'MISSIONLB3' },
      }),
    enabled: token !== null && enabled,
  });
}

/** POST MCSFE_claimMissionReward {missionId, milestoneId} */
export function useClaimMilestone() {
  const token = useToken();
  const queryClient = useQueryClient();
  const moneyMoved = useMoneyMoved();
  const refresh = useCallback(
    () => Promise.all([queryClient.invalidateQueries({ queryKey: missionsKey(token) }), moneyMoved()]),
    [queryClient, token, moneyMoved],
  );
  return useMutation({
    mutationFn: (ref: { missionId: number; milestoneId: number }) =>
      wireSend('POST', '/wps/relay/MCSFE_claimMissionReward', claimResultSchema, ref, { auth: true }),
    onSettled: refresh,
  });
}

/**
 * The member centre's badge (spec section 2: shown when the mission count is above 0): missions with a
 * reward to claim now; nothing for visitors or while MISSIONLB3 is off.
 */
export function useMissionCount(): number {
  const flags = useFeatureFlags();
  const member = useSession().status === 'member';
  const on = member && flags.MISSIONLB3 === true;
  const summary = useMissionSummary('O', on);
  return on ? (summary.data?.missionCount ?? 0) : 0;
}
