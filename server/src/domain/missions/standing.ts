// Where a member stands in a mission: the value reached in the member's window and each milestone's
// state (LOCKED, CLAIMABLE, CLAIMED, or EXPIRED when an operator closed the mission before the claim).
import type { Milestone } from '@sim/shared/relay/missions';
import type { Db } from '../../db/client.ts';
import { byTarget, kindOf, type MissionWithMilestones, wireValue } from './definitions.ts';
import { memberWindow, progressIn, windowOf } from './progress.ts';
import { memberMissionRows, missionClaims } from './queries.ts';

export interface Standing {
  value: bigint;
  since: Date;
  generation: number;
  milestones: Milestone[];
}

type Claim = { milestoneId: number; claimedAt: Date };

/** The standing made of what was read: the value, the window and the claims of its generation. */
function standingFrom(
  mission: MissionWithMilestones,
  value: bigint,
  window: { since: Date; generation: number },
  claims: Claim[],
): Standing {
  const claimed = new Map(claims.map((claim) => [claim.milestoneId, claim]));
  const kind = kindOf(mission);
  const milestones = byTarget(mission.milestones).map((milestone): Milestone => {
    const claim = claimed.get(milestone.id);
    const reached = value >= milestone.target;
    const status = claim
      ? 'CLAIMED'
      : !reached
        ? 'LOCKED'
        : mission.status === 'CLOSED'
          ? 'EXPIRED'
          : 'CLAIMABLE';
    return {
      milestoneId: milestone.id,
      seq: milestone.seq,
      target: wireValue(kind, milestone.target),
      reward: wireValue('DEPOSIT', milestone.rewardMinor),
      status,
      claimTime: claim ? claim.claimedAt.getTime() : null,
    };
  });
  return { value, since: window.since, generation: window.generation, milestones };
}

export async function standingOf(
  db: Db,
  mission: MissionWithMilestones,
  memberId: number,
  now: Date,
): Promise<Standing> {
  const window = await memberWindow(db, mission, memberId, now);
  const [value, claims] = await Promise.all([
    progressIn(db, mission, memberId, window),
    missionClaims(db, mission.id, memberId, window.generation),
  ]);
  return standingFrom(mission, value, window, claims);
}

/** Every started mission of the merchant with the member's standing, newest first: one statement. */
export async function standingsOf(db: Db, merchantCode: string, memberId: number, now: Date) {
  const rows = await memberMissionRows(db, merchantCode, memberId, now);
  return rows.map(({ mission, reset, value, claims }) => ({
    mission,
    standing: standingFrom(mission, value, windowOf(mission, reset, now), claims),
  }));
}
