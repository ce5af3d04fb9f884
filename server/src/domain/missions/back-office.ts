// A member's progress in a mission as the control room sees it, and the operator's reset: progress
// counts again from now and the milestones can be claimed again (a new generation of claims).
import type { Db } from '../../db/client.ts';
import type { SimClock } from '../../foundation/clock.ts';
import { kindOf, wireValue } from './definitions.ts';
import { requireMissionByCode } from './operator.ts';
import { standingOf } from './standing.ts';

type Deps = { db: Db; clock: SimClock };

export async function memberProgress(
  deps: Deps,
  merchantCode: string,
  code: string,
  member: { id: number; username: string },
) {
  const mission = await requireMissionByCode(deps.db, merchantCode, code);
  const standing = await standingOf(deps.db, mission, member.id, deps.clock.now());
  return {
    username: member.username,
    code: mission.code,
    currentValue: wireValue(kindOf(mission), standing.value),
    since: standing.since.getTime(),
    generation: standing.generation,
    milestones: standing.milestones,
  };
}

export async function resetProgress(
  deps: Deps,
  merchantCode: string,
  code: string,
  member: { id: number; username: string },
) {
  const mission = await requireMissionByCode(deps.db, merchantCode, code);
  const since = deps.clock.now();
  await deps.db.missionReset.upsert({
    where: { missionId_memberId: { missionId: mission.id, memberId: member.id } },
    create: { missionId: mission.id, memberId: member.id, since, generation: 1 },
    update: { since, generation: { increment: 1 } },
  });
  return memberProgress(deps, merchantCode, code, member);
}
