// What a member's mission views read, in plain SQL (db/sql.ts): the summary list is part of a
// page load, and its Prisma queries (missions, milestones, then a reset, a progress sum and the claims
// per mission) cost about a millisecond each. Progress comes from hot tables (rounds, orders,
// heartbeats), so it is read on every call, never cached.
import type { Db } from '../../db/client.ts';
import { sqlOf } from '../../db/sql.ts';
import {
  fromSqlJson,
  fromSqlTime,
  type SqlRow,
  type SqlValue,
  toBigInt,
  toInt,
} from '../../db/sql-values.ts';
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

/** Each started mission's window for the member: from its start or the last reset, to its end or now. */
const WINDOWS_SQL = `SELECT m."id" AS "mid", r."since" AS "resetSince", r."generation" AS "resetGeneration",
    CASE WHEN r."since" > m."startsAt" THEN r."since" ELSE m."startsAt" END AS "since",
    CASE WHEN m."endsAt" IS NOT NULL AND m."endsAt" < ? THEN m."endsAt" ELSE ? END AS "until"
  FROM "Mission" m LEFT JOIN "MissionReset" r ON r."missionId" = m."id" AND r."memberId" = ?
  WHERE m."merchantCode" = ? AND m."startsAt" <= ?`;

/** The member's value in a mission's window by its kind (progress.ts reads the same for the leaderboard). */
const ROUNDS_IN_WINDOW = `FROM "GameRound" g WHERE g."merchantCode" = m."merchantCode" AND g."memberId" = ?
    AND g."status" = 'SETTLED' AND g."placedAt" >= w."since" AND g."placedAt" <= w."until"
    AND (m."gameType" IS NULL OR g."gameType" = m."gameType")`;
const VALUE_SQL = `CASE m."kind"
    WHEN 'VALID_BET' THEN (SELECT SUM(g."stakeMinor") ${ROUNDS_IN_WINDOW})
    WHEN 'ROUNDS' THEN (SELECT COUNT(*) ${ROUNDS_IN_WINDOW})
    WHEN 'DEPOSIT' THEN (SELECT SUM(o."amountMinor") FROM "MoneyOrder" o WHERE o."merchantCode" = m."merchantCode"
      AND o."memberId" = ? AND o."type" = 'DEPOSIT' AND o."status" = 'APPROVED'
      AND o."appliedAt" >= w."since" AND o."appliedAt" <= w."until")
    WHEN 'ACTIVE_DAYS' THEN (SELECT COUNT(*) FROM "MissionHeartbeat" h JOIN "Member" b ON b."id" = h."memberId"
      WHERE b."merchantCode" = m."merchantCode" AND h."memberId" = ? AND h."at" >= w."since" AND h."at" <= w."until")
  END`;

/**
 * The started missions, one row per milestone, with the member's reset, window, value in it and claim
 * of the current generation: everything the member's summary list needs in one statement.
 */
const MEMBER_SQL = `WITH w AS (${WINDOWS_SQL})
  SELECT ${MISSION_COLUMNS}, s."id" AS "sId", s."seq" AS "sSeq", s."target" AS "sTarget",
    s."rewardMinor" AS "sRewardMinor", s."createdAt" AS "sCreatedAt", s."updatedAt" AS "sUpdatedAt",
    w."resetSince", w."resetGeneration", c."claimedAt" AS "claimedAt", ${VALUE_SQL} AS "value"
  FROM w JOIN "Mission" m ON m."id" = w."mid"
  LEFT JOIN "MissionMilestone" s ON s."missionId" = m."id"
  LEFT JOIN "MissionClaim" c ON c."milestoneId" = s."id" AND c."missionId" = m."id" AND c."memberId" = ?
    AND c."generation" = COALESCE(w."resetGeneration", 0)
  ORDER BY m."startsAt" DESC, m."id" DESC, s."id"`;

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
    sqlOf(db).all(STARTED_SQL, merchantCode, now),
    sqlOf(db).all(STARTED_MILESTONES_SQL, merchantCode, now),
  ]);
  const byMission = new Map<number, MissionMilestone[]>();
  for (const milestone of milestones.map(milestoneOf))
    byMission.set(milestone.missionId, [...(byMission.get(milestone.missionId) ?? []), milestone]);
  return missions.map((row) => missionOf(row, byMission.get(toInt(row.id)) ?? []));
}

export interface MemberMissionRow {
  mission: MissionWithMilestones;
  reset: { since: Date; generation: number } | undefined;
  /** the member's value in the window (minor units or a count) */
  value: bigint;
  claims: { milestoneId: number; claimedAt: Date }[];
}

/** The merchant's started missions, newest first, with the member's reset, value and claims: one read. */
export async function memberMissionRows(
  db: Db,
  merchantCode: string,
  memberId: number,
  now: Date,
): Promise<MemberMissionRow[]> {
  const params = [now, now, memberId, merchantCode, now, memberId, memberId, memberId, memberId, memberId];
  const rows = await sqlOf(db).all(MEMBER_SQL, ...params);
  const byMission = new Map<number, MemberMissionRow>();
  for (const row of rows) {
    const id = toInt(row.id);
    let entry = byMission.get(id);
    if (!entry) {
      const reset =
        row.resetSince === null
          ? undefined
          : { since: fromSqlTime(row.resetSince), generation: toInt(row.resetGeneration) };
      entry = { mission: missionOf(row, []), reset, value: toBigInt(row.value), claims: [] };
      byMission.set(id, entry);
    }
    if (row.sId === null) continue;
    const milestoneId = toInt(row.sId);
    entry.mission.milestones.push(
      milestoneOf({
        id: row.sId,
        missionId: row.id,
        seq: row.sSeq,
        target: row.sTarget,
        rewardMinor: row.sRewardMinor,
        createdAt: row.sCreatedAt,
        updatedAt: row.sUpdatedAt,
      }),
    );
    if (row.claimedAt !== null) entry.claims.push({ milestoneId, claimedAt: fromSqlTime(row.claimedAt) });
  }
  return [...byMission.values()];
}

/** One started mission of the merchant with its milestones, or undefined. */
export async function startedMissionRow(db: Db, merchantCode: string, missionId: number, now: Date) {
  const [row, milestones] = await Promise.all([
    sqlOf(db).one(ONE_SQL, missionId, merchantCode, now),
    sqlOf(db).all(ONE_MILESTONES_SQL, missionId),
  ]);
  return row ? missionOf(row, milestones.map(milestoneOf)) : undefined;
}

/** The operator's last reset of the member in the mission, if any. */
export async function missionReset(db: Db, missionId: number, memberId: number) {
  const row = await sqlOf(db).one(RESET_SQL, missionId, memberId);
  return row ? { since: fromSqlTime(row.since), generation: toInt(row.generation) } : undefined;
}

/** The member's claims in the mission's current generation. */
export async function missionClaims(db: Db, missionId: number, memberId: number, generation: number) {
  const rows = await sqlOf(db).all(CLAIMS_SQL, missionId, memberId, generation);
  return rows.map((row) => ({ milestoneId: toInt(row.milestoneId), claimedAt: fromSqlTime(row.claimedAt) }));
}

export interface ProgressFacts {
  merchantCode: string;
  memberId: number;
  gameType: string | null;
  since: Date;
  until: Date;
}

/** One window's statement and its parameters. */
function progressRead(kind: ProgressKind, facts: ProgressFacts): { sql: string; params: SqlValue[] } {
  const params: SqlValue[] = [facts.merchantCode, facts.memberId, facts.since, facts.until];
  const typed = facts.gameType !== null && (kind === 'VALID_BET' || kind === 'ROUNDS');
  if (!typed) return { sql: PROGRESS_SQL[kind], params };
  return { sql: PROGRESS_SQL[kind] + GAME_TYPE_FILTER, params: [...params, facts.gameType] };
}

/** One member's value in a window (minor units or a count), 0 when nothing counts. */
export async function memberProgress(db: Db, kind: ProgressKind, facts: ProgressFacts): Promise<bigint> {
  const { sql, params } = progressRead(kind, facts);
  const row = await sqlOf(db).one(sql, ...params);
  return toBigInt(row?.value);
}
