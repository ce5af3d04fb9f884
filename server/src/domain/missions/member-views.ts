// What members read of missions: the summary list (MCSFE_getMissionSummaryDetails), one mission's
// milestones (MCSFE_getMissionMilestones), and the PROMOFE quest and achievement lists made of them.
import type { Language } from '@sim/shared/languages';
import type { GameType } from '@sim/shared/relay/gcsgame';
import type { MissionMilestones, MissionSummary } from '@sim/shared/relay/missions';
import type { Db } from '../../db/client.ts';
import type { SimClock } from '../../foundation/clock.ts';
import type { MerchantProfile } from '../merchants/directory.ts';
import { requireModule } from '../merchants/flags.ts';
import { kindOf, type MissionWithMilestones, phaseOf, textIn, wireValue } from './definitions.ts';
import { memberMission } from './lookups.ts';
import { type Standing, standingOf, standingsOf } from './standing.ts';

export interface MissionDeps {
  db: Db;
  clock: SimClock;
}

export const MISSION_MODULE = 'MISSIONLB3';

function summaryOf(
  mission: MissionWithMilestones,
  standing: Standing,
  language: Language,
  now: Date,
): MissionSummary {
  const kind = kindOf(mission);
  const { milestones } = standing;
  const next = milestones.find((milestone) => milestone.status === 'LOCKED');
  return {
    missionId: mission.id,
    code: mission.code,
    title: textIn(mission.titles, language, mission.code),
    description: textIn(mission.descriptions, language, ''),
    missionType: kind,
    gameType: mission.gameType as GameType | null,
    status: phaseOf(mission, now),
    startTime: mission.startsAt.getTime(),
    endTime: mission.endsAt?.getTime() ?? null,
    currentValue: wireValue(kind, standing.value),
    nextTarget: next ? next.target : null,
    milestoneCount: milestones.length,
    reachedCount: milestones.filter((milestone) => milestone.status !== 'LOCKED').length,
    claimableCount: milestones.filter((milestone) => milestone.status === 'CLAIMABLE').length,
    totalReward: milestones.reduce((sum, milestone) => sum + milestone.reward, 0),
  };
}

/** Every started mission of the merchant with the member's standing, newest first. */
async function memberSummaries(
  deps: MissionDeps,
  merchantCode: string,
  memberId: number,
  language: Language,
) {
  const now = deps.clock.now();
  const standings = await standingsOf(deps.db, merchantCode, memberId, now);
  return standings.map(({ mission, standing }) => ({
    summary: summaryOf(mission, standing, language, now),
    milestones: standing.milestones,
  }));
}

export interface SummaryQuery {
  status: 'O' | 'E' | 'A';
  page: number;
  size: number;
}

export async function missionSummaryDetails(
  deps: MissionDeps,
  merchant: MerchantProfile,
  memberId: number,
  language: Language,
  query: SummaryQuery,
) {
  requireModule(merchant, MISSION_MODULE);
  const all = (await memberSummaries(deps, merchant.code, memberId, language)).map((m) => m.summary);
  const listed = query.status === 'A' ? all : all.filter((mission) => mission.status === query.status);
  const start = (query.page - 1) * query.size;
  return {
    list: listed.slice(start, start + query.size),
    total: listed.length,
    page: query.page,
    size: query.size,
    missionCount: all.filter((mission) => mission.claimableCount > 0).length,
  };
}

export async function missionMilestones(
  deps: MissionDeps,
  merchant: MerchantProfile,
  memberId: number,
  language: Language,
  missionId: number,
): Promise<MissionMilestones[]> {
  requireModule(merchant, MISSION_MODULE);
  const now = deps.clock.now();
  const mission = await memberMission(deps.db, merchant.code, missionId, now);
  const standing = await standingOf(deps.db, mission, memberId, now);
  // a list of missions, as the vendor's scripts iterate it (wire-contract.md 8): the one asked for
  return [
    {
      missionId: mission.id,
      title: textIn(mission.titles, language, mission.code),
      missionType: kindOf(mission),
      status: phaseOf(mission, now),
      currentValue: wireValue(kindOf(mission), standing.value),
      list: standing.milestones,
    },
  ];
}

/** PROMOFE_getParticipableQuestList: the ongoing missions with their milestones. */
export async function participableQuests(
  deps: MissionDeps,
  merchant: MerchantProfile,
  memberId: number,
  language: Language,
) {
  requireModule(merchant, MISSION_MODULE);
  return (await memberSummaries(deps, merchant.code, memberId, language))
    .filter(({ summary }) => summary.status === 'O')
    .map(({ summary, milestones }) => ({ ...summary, milestones }));
}

/** PROMOFE_getAchievementSettingList: every milestone of every started mission, one line each. */
export async function achievementList(
  deps: MissionDeps,
  merchant: MerchantProfile,
  memberId: number,
  language: Language,
) {
  requireModule(merchant, MISSION_MODULE);
  return (await memberSummaries(deps, merchant.code, memberId, language)).flatMap(({ summary, milestones }) =>
    milestones.map((milestone) => ({
      ...milestone,
      missionId: summary.missionId,
      title: summary.title,
      currentValue: summary.currentValue,
    })),
  );
}
