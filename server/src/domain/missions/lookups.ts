// Finding a merchant's missions for members: the ones that have started, with their milestones.
import type { Db } from '../../db/client.ts';
import { PlatformError } from '../../platform/errors.ts';
import type { MissionWithMilestones } from './definitions.ts';

export function startedMissions(db: Db, merchantCode: string, now: Date): Promise<MissionWithMilestones[]> {
  return db.mission.findMany({
    where: { merchantCode, startsAt: { lte: now } },
    include: { milestones: true },
    orderBy: [{ startsAt: 'desc' }, { id: 'desc' }],
  });
}

/** A started mission of the member's merchant, else MISSION_NOT_FOUND (another merchant's too). */
export async function memberMission(
  db: Db,
  merchantCode: string,
  missionId: number,
  now: Date,
): Promise<MissionWithMilestones> {
  const mission = await db.mission.findFirst({
    where: { id: missionId, merchantCode, startsAt: { lte: now } },
    include: { milestones: true },
  });
  if (!mission) throw PlatformError.of('missionNotFound');
  return mission;
}
