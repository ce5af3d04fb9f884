// A mission's leaderboard: members of the merchant ranked by their value in the mission's window
// (highest first, the earlier member first on a tie), names masked; the footer is the caller's place.
// LIMITATIONS: the board counts from the mission's start for everyone (an operator's reset changes a
// member's milestones, not the board).
import type { Language } from '@sim/shared/languages';
import type { MissionLeaderboard } from '@sim/shared/relay/missions';
import type { MerchantProfile } from '../merchants/directory.ts';
import { requireModule } from '../merchants/flags.ts';
import { countsUntil, kindOf, type MissionWithMilestones, textIn, wireValue } from './definitions.ts';
import { memberMission, startedMissions } from './lookups.ts';
import { MISSION_MODULE, type MissionDeps } from './member-views.ts';
import { valuesIn } from './progress.ts';

/** "demo01" -> "de***1": enough to recognise oneself, not enough to find anyone. */
export function maskName(username: string): string {
  if (username.length <= 2) return `${username[0] ?? ''}***`;
  return `${username.slice(0, 2)}***${username.slice(-1)}`;
}

async function boardOf(
  deps: MissionDeps,
  mission: MissionWithMilestones,
  memberId: number,
  size: number,
): Promise<Omit<MissionLeaderboard, 'missionId' | 'missionType'>> {
  const now = deps.clock.now();
  const values = await valuesIn(deps.db, mission, {
    since: mission.startsAt,
    until: countsUntil(mission, now),
  });
  const ranked = [...values.entries()]
    .filter(([, value]) => value > 0n)
    .sort(([a, x], [b, y]) => (x === y ? a - b : x > y ? -1 : 1));
  const top = ranked.slice(0, size);
  const names = new Map(
    (
      await deps.db.member.findMany({
        where: { id: { in: top.map(([id]) => id) } },
        select: { id: true, username: true },
      })
    ).map((member) => [member.id, member.username]),
  );
  const kind = kindOf(mission);
  const place = ranked.findIndex(([id]) => id === memberId);
  return {
    list: top.map(([id, value], index) => ({
      rank: index + 1,
      username: maskName(names.get(id) ?? '?'),
      reachedValue: wireValue(kind, value),
    })),
    footer: {
      rank: place + 1,
      reachedValue: wireValue(kind, values.get(memberId) ?? 0n),
    },
  };
}

export async function missionLeaderboard(
  deps: MissionDeps,
  merchant: MerchantProfile,
  memberId: number,
  missionId: number,
  size: number,
): Promise<MissionLeaderboard> {
  requireModule(merchant, MISSION_MODULE);
  const mission = await memberMission(deps.db, merchant.code, missionId, deps.clock.now());
  const board = await boardOf(deps, mission, memberId, size);
  return { missionId: mission.id, missionType: kindOf(mission), ...board };
}

/** PROMOFE_getRankBoardList: the boards of the ongoing missions (top 10 each). */
export async function rankBoards(
  deps: MissionDeps,
  merchant: MerchantProfile,
  memberId: number,
  language: Language,
) {
  requireModule(merchant, MISSION_MODULE);
  const now = deps.clock.now();
  const missions = (await startedMissions(deps.db, merchant.code, now)).filter(
    (mission) => mission.status !== 'CLOSED' && (!mission.endsAt || mission.endsAt > now),
  );
  return Promise.all(
    missions.map(async (mission) => ({
      missionId: mission.id,
      title: textIn(mission.titles, language, mission.code),
      missionType: kindOf(mission),
      ...(await boardOf(deps, mission, memberId, 10)),
    })),
  );
}
