// The operator's missions (missions.* and the scenario file's `missions:`): create or edit by code,
// close, list. Milestones given replace the mission's; their targets must rise.
import type { AdminMission, MissionInput } from '@sim/shared/admin/missions';
import { toMajor, toMinor } from '@sim/shared/money';
import type { GameType } from '@sim/shared/relay/gcsgame';
import type { MissionKind } from '@sim/shared/relay/missions';
import type { Db } from '../../db/client.ts';
import type { SimClock } from '../../foundation/clock.ts';
import { RequestRefused } from '../../foundation/errors.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import {
  byTarget,
  kindOf,
  type MissionWithMilestones,
  phaseOf,
  storedValue,
  wireValue,
} from './definitions.ts';

type Change = Partial<Omit<MissionInput, 'merchant'>> & { code: string; status?: 'ACTIVE' | 'CLOSED' };

function timeOf(value: string | number, field: string): Date {
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) throw new RequestRefused('invalid', `${field}: not a time`);
  return at;
}

function milestoneRows(kind: MissionKind, milestones: NonNullable<Change['milestones']>) {
  const rows = milestones.map((milestone, index) => ({
    seq: index + 1,
    target: storedValue(kind, milestone.target),
    rewardMinor: toMinor(milestone.reward),
  }));
  if (rows.some((row, i) => i > 0 && row.target <= rows[i - 1]!.target))
    throw new RequestRefused('invalid', 'milestones: targets must rise');
  return rows;
}

function columns(change: Change): Prisma.MissionUncheckedUpdateInput {
  const data: Prisma.MissionUncheckedUpdateInput = {};
  if (change.kind !== undefined) data.kind = change.kind;
  if (change.gameType !== undefined) data.gameType = change.gameType;
  if (change.titles !== undefined) data.titles = change.titles;
  if (change.descriptions !== undefined) data.descriptions = change.descriptions;
  if (change.startTime !== undefined) data.startsAt = timeOf(change.startTime, 'startTime');
  if (change.endTime !== undefined)
    data.endsAt = change.endTime === null ? null : timeOf(change.endTime, 'endTime');
  if (change.status !== undefined) data.status = change.status;
  return data;
}

const withMilestones = { milestones: true, _count: { select: { claims: true } } } as const;

/** Create the mission, or edit the one with the same code (a scenario applied twice). */
export async function saveMission(
  deps: { db: Db; clock: SimClock },
  merchantCode: string,
  change: Change,
): Promise<AdminMission> {
  const existing = await deps.db.mission.findUnique({
    where: { merchantCode_code: { merchantCode, code: change.code } },
  });
  const kind = (change.kind ?? existing?.kind) as MissionKind | undefined;
  if (!kind) throw new RequestRefused('invalid', 'kind: required for a new mission');
  if (!existing && !change.titles) throw new RequestRefused('invalid', 'titles: required for a new mission');
  if (!existing && !change.milestones)
    throw new RequestRefused('invalid', 'milestones: required for a new mission');
  if (change.kind && existing && change.kind !== existing.kind && !change.milestones)
    throw new RequestRefused('invalid', 'milestones: required when the kind changes');
  const data = columns(change);
  const startsAt = (data.startsAt as Date | undefined) ?? existing?.startsAt ?? deps.clock.now();
  const endsAt = data.endsAt === undefined ? existing?.endsAt : (data.endsAt as Date | null);
  if (endsAt && endsAt <= startsAt) throw new RequestRefused('invalid', 'endTime must be after startTime');
  const rows = change.milestones ? milestoneRows(kind, change.milestones) : undefined;

  const saved = await deps.db.$transaction(async (tx) => {
    const mission = existing
      ? await tx.mission.update({ where: { id: existing.id }, data })
      : await tx.mission.create({
          data: {
            merchantCode,
            code: change.code,
            kind,
            gameType: change.gameType ?? null,
            titles: change.titles!,
            descriptions: change.descriptions ?? {},
            startsAt,
            endsAt: endsAt ?? null,
          },
        });
    if (rows) {
      // milestones already claimed keep their claims only while the mission keeps its shape
      await tx.missionMilestone.deleteMany({ where: { missionId: mission.id, seq: { gt: rows.length } } });
      for (const row of rows)
        await tx.missionMilestone.upsert({
          where: { missionId_seq: { missionId: mission.id, seq: row.seq } },
          create: { missionId: mission.id, ...row },
          update: { target: row.target, rewardMinor: row.rewardMinor },
        });
    }
    return tx.mission.findUniqueOrThrow({ where: { id: mission.id }, include: withMilestones });
  });
  return toAdminMission(saved, deps.clock.now());
}

export async function listMissions(
  deps: { db: Db; clock: SimClock },
  merchantCode: string,
  includeClosed: boolean,
): Promise<AdminMission[]> {
  const missions = await deps.db.mission.findMany({
    where: { merchantCode, ...(includeClosed ? {} : { status: 'ACTIVE' }) },
    include: withMilestones,
    orderBy: { id: 'desc' },
  });
  return missions.map((mission) => toAdminMission(mission, deps.clock.now()));
}

export async function requireMissionByCode(db: Db, merchantCode: string, code: string) {
  const mission = await db.mission.findUnique({
    where: { merchantCode_code: { merchantCode, code } },
    include: { milestones: true },
  });
  if (!mission) throw new RequestRefused('missing', `No mission ${code}`);
  return mission;
}

export function toAdminMission(
  mission: MissionWithMilestones & { _count: { claims: number } },
  now: Date,
): AdminMission {
  const kind = kindOf(mission);
  return {
    id: mission.id,
    code: mission.code,
    kind,
    gameType: mission.gameType as GameType | null,
    titles: mission.titles as Record<string, string>,
    status: mission.status === 'CLOSED' ? 'CLOSED' : phaseOf(mission, now) === 'E' ? 'ENDED' : 'ACTIVE',
    startTime: mission.startsAt.getTime(),
    endTime: mission.endsAt?.getTime() ?? null,
    milestones: byTarget(mission.milestones).map((milestone) => ({
      id: milestone.id,
      seq: milestone.seq,
      target: wireValue(kind, milestone.target),
      reward: toMajor(milestone.rewardMinor),
    })),
    claims: mission._count.claims,
  };
}
