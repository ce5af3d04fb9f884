// What a member's mission views read, in plain SQL (db/sql-reads.ts): the summary list is part of a
// page load, and its Prisma queries (missions, milestones, then a reset, a progress sum and the claims
// per mission) cost about a millisecond each. Progress comes from hot tables (rounds, orders,
// heartbeats), so it is read on every call, never cached.
import type { Db } from '../../db/client.ts';
import {
  fromSqlJson,
  fromSqlTime,
  type SqlRow,
  type SqlValue,
  sqlAll,
  sqlGet,
  toBigInt,
  toInt,
} from '../../db/sql-reads.ts';
import type { MissionMilestone } from '../../generated/prisma/client.ts';
import type { MissionWithMilestones } from './definitions.ts';

const MISSION_COLUMNS = `m."id", m."merchantCode", m."code", m."kind", m."gameType", m."titles", m."descriptions",
    m."status", m."startsAt", m."endsAt", m."createdAt", m."updatedAt"`;

const MILESTONE_COLUMNS = `s."id", s."missionId", s."seq", s."target", s."rewardMinor", s."createdAt", s."updatedAt"`;

const STARTED_SQL = `SELECT ${MISSION_COLUMNS} FROM "Mission" m
  WHERE m."merchantCode" = ? AND m."startsAt" <= ? ORDER BY m."startsAt" DESC, m."id" DESC`;

const STARTED_MILESTONES_SQL = `SELECT ${MILESTONE_COLUMNS}
  FROM "MissionMilestone" s JOIN "Mission" m ON m."id" = s."missionId"
  WHERE m."merchantCode" = ? AND m."startsAt" <= ? ORDER BY s."id"`;

const ONE_SQL = `SELECT ${MISSION_COLUMNS} FROM "Mission" m
  WHERE m."id" = ? AND m."merchantCode" = ? AND m."startsAt" <= ?`;

const ONE_MILESTONES_SQL = `SELECT ${MILESTONE_COLUMNS} FROM "MissionMilestone" s WHERE s."missionId" = ? ORDER BY s."id"`;

const RESET_SQL = `SELECT "since", "generation" FROM "MissionReset" WHERE "missionId" = ? AND "memberId" = ?`;

const CLAIMS_SQL = `SELECT "milestoneId", "claimedAt" FROM "MissionClaim"
  WHERE "missionId" = ? AND "memberId" = ? AND "generation" = ?`;

/** The member's value in a window by mission kind; `typed`: narrowed to the mission's game type. */
const ROUNDS_WHERE = `FROM "GameRound" WHERE "merchantCode" = ? AND "memberId" = ? AND "status" = 'SETTLED'
    AND "placedAt" >= ? AND "placedAt" <= ?`;
const PROGRESS_SQL = {
  VALID_BET: `SELECT SUM("stakeMinor") AS "value" ${ROUNDS_WHERE}`,
  ROUNDS: `SELECT COUNT(*) AS "value" ${ROUNDS_WHERE}`,
  DEPOSIT: `SELECT SUM("amountMinor") AS "value" FROM "MoneyOrder" WHERE "merchantCode" = ? AND "memberId" = ?
    AND "type" = 'DEPOSIT' AND "status" = 'APPROVED' AND "appliedAt" >= ? AND "appliedAt" <= ?`,
  ACTIVE_DAYS: `SELECT COUNT(*) AS "value" FROM "MissionHeartbeat" h JOIN "Member" m ON m."id" = h."memberId"
    WHERE m."merchantCode" = ? AND h."memberId" = ? AND h."at" >= ? AND h."at" <= ?`,
} as const;
const GAME_TYPE_FILTER = ` AND "gameType" = ?`;

export type ProgressKind = keyof typeof PROGRESS_SQL;

function missionOf(row: SqlRow, milestones: MissionMilestone[]): MissionWithMilestones {
  return {
    id: toInt(row.id),
    merchantCode: String(row.merchantCode),
    code: String(row.code),
    kind: String(row.kind),
    gameType: row.gameType === null ? null : String(row.gameType),
    titles: fromSqlJson(row.titles),
    descriptions: fromSqlJson(row.descriptions),
    status: String(row.status),
    startsAt: fromSqlTime(row.startsAt),
    endsAt: row.endsAt === null ? null : fromSqlTime(row.endsAt),
    createdAt: fromSqlTime(row.createdAt),
    updatedAt: fromSqlTime(row.updatedAt),
    milestones,
  };
}

function milestoneOf(row: SqlRow): MissionMilestone {
  return {
    id: toInt(row.id),
    missionId: toInt(row.missionId),
    seq: toInt(row.seq),
    target: toBigInt(row.target),
    rewardMinor: toBigInt(row.rewardMinor),
    createdAt: fromSqlTime(row.createdAt),
    updatedAt: fromSqlTime(row.updatedAt),
  };
}

/** The merchant's missions started by `now` with their milestones, newest first: two reads for all. */
export async function startedMissionRows(db: Db, merchantCode: string, now: Date) {
  const [missions, milestones] = await Promise.all([
    sqlAll(db, STARTED_SQL, [merchantCode, now]),
    sqlAll(db, STARTED_MILESTONES_SQL, [merchantCode, now]),
  ]);
  const byMission = new Map<number, MissionMilestone[]>();
  for (const milestone of milestones.map(milestoneOf))
    byMission.set(milestone.missionId, [...(byMission.get(milestone.missionId) ?? []), milestone]);
  return missions.map((row) => missionOf(row, byMission.get(toInt(row.id)) ?? []));
}

/** One started mission of the merchant with its milestones, or undefined. */
export async function startedMissionRow(db: Db, merchantCode: string, missionId: number, now: Date) {
  const [row, milestones] = await Promise.all([
    sqlGet(db, ONE_SQL, [missionId, merchantCode, now]),
    sqlAll(db, ONE_MILESTONES_SQL, [missionId]),
  ]);
  return row ? missionOf(row, milestones.map(milestoneOf)) : undefined;
}

/** The operator's last reset of the member in the mission, if any. */
export async function missionReset(db: Db, missionId: number, memberId: number) {
  const row = await sqlGet(db, RESET_SQL, [missionId, memberId]);
  return row ? { since: fromSqlTime(row.since), generation: toInt(row.generation) } : undefined;
}

/** The member's claims in the mission's current generation. */
export async function missionClaims(db: Db, missionId: number, memberId: number, generation: number) {
  const rows = await sqlAll(db, CLAIMS_SQL, [missionId, memberId, generation]);
  return rows.map((row) => ({ milestoneId: toInt(row.milestoneId), claimedAt: fromSqlTime(row.claimedAt) }));
}

/** One member's value in a window (minor units or a count), 0 when nothing counts. */
export async function memberProgress(
  db: Db,
  kind: ProgressKind,
  facts: { merchantCode: string; memberId: number; gameType: string | null; since: Date; until: Date },
): Promise<bigint> {
  const params: SqlValue[] = [facts.merchantCode, facts.memberId, facts.since, facts.until];
  const typed = facts.gameType !== null && (kind === 'VALID_BET' || kind === 'ROUNDS');
  const sql = typed ? PROGRESS_SQL[kind] + GAME_TYPE_FILTER : PROGRESS_SQL[kind];
  const row = await sqlGet(db, sql, typed ? [...params, facts.gameType] : params);
  return toBigInt(row?.value);
}
