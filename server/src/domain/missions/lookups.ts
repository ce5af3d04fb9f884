// Finding a merchant's missions for members: the ones that have started, with their milestones (in
// plain SQL, queries.ts).
import type { Db } from '../../db/client.ts';
import { PlatformError } from '../../foundation/errors.ts';
import type { MissionWithMilestones } from './definitions.ts';
import { startedMissionRow, startedMissionRows } from './queries.ts';

export function startedMissions(db: Db, merchantCode: string, now: Date): Promise<MissionWithMilestones[]> {
  return startedMissionRows(db, merchantCode, now);
}

/** A started mission of the member's merchant, else MISSION_NOT_FOUND (another merchant's too). */
export async function memberMission(
  db: Db,
  merchantCode: string,
  missionId: number,
  now: Date,
): Promise<MissionWithMilestones> {
  const mission = await startedMissionRow(db, merchantCode, missionId, now);
  if (!mission) throw PlatformError.of('missionNotFound');
  return mission;
}
