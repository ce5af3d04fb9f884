// The team overview (agentTeamOverview): the size of the caller's team and what it did in the days:
// new and active members, money in and out, bets, valid bets and the team's profit and loss.
import { AGENT_TYPES } from '@sim/shared/member-types';
import { toMajor } from '@sim/shared/money';
import type { TeamOverview } from '@sim/shared/wps/agent-reports';
import type { Db } from '../../db/client.ts';
import { sqlOf } from '../../db/sql.ts';
import { toInt } from '../../db/sql-values.ts';
import { requireAgent } from '../agents/team-guards.ts';
import type { Caller } from './caller.ts';
import { type ReportDays, reportDays, resolvedRange } from './report-days.ts';
import {
  ACTIVE_MEMBERS_SQL,
  activeMembersParams,
  type Figures,
  figuresOf,
  gameFigures,
  type KindFigures,
  NO_FIGURES,
  TEAM_FIGURES_SQL,
} from './team-figures.ts';

type Query = Parameters<typeof reportDays>[0];

/**
 * Under the caller (its own depth-0 link aside): both keys of TeamLink's primary key, one lookup per
 * member. Written with depth > 0, SQLite answers it by ranging the (ancestorId, depth) index over
 * the whole team for every member counted (240 ms for a 10,000-member team).
 */
const IN_TEAM = `m."id" <> ? AND EXISTS (SELECT 1 FROM "TeamLink" l WHERE l."ancestorId" = ? AND l."descendantId" = m."id")`;

/** Team size, direct members, agents, members registered and members active in the days: one statement. */
const HEADCOUNT_SQL = `SELECT
  (SELECT count(*) FROM "TeamLink" WHERE "ancestorId" = ? AND "depth" > 0) AS "team",
  (SELECT count(*) FROM "TeamLink" WHERE "ancestorId" = ? AND "depth" = 1) AS "direct",
  (SELECT count(*) FROM "Member" m WHERE m."merchantCode" = ?
    AND m."type" IN (${AGENT_TYPES.map(Number).join(', ')}) AND ${IN_TEAM}) AS "agents",
  (SELECT count(*) FROM "Member" m WHERE m."merchantCode" = ?
    AND m."registeredAt" BETWEEN ? AND ? AND ${IN_TEAM}) AS "fresh",
  ${ACTIVE_MEMBERS_SQL} AS "active"`;

/**
 * The headcount and the team's figures per kind in one statement (each statement costs tens of
 * microseconds in the loaded server): every row carries the headcount, a row per kind its figures,
 * and a team without figures in the days still has the one row, its kind null.
 */
export const OVERVIEW_SQL = `SELECT h.*, f."kind", f."itemCount", f."amountMinor", f."validBetMinor", f."winMinor"
  FROM (${HEADCOUNT_SQL}) h LEFT JOIN (${TEAM_FIGURES_SQL}) f ON 1 = 1`;

async function overviewFigures(db: Db, caller: Caller, days: ReportDays) {
  const { memberId, merchantCode } = caller;
  const rows = await sqlOf(db).all(
    OVERVIEW_SQL,
    memberId,
    memberId,
    merchantCode,
    memberId,
    memberId,
    merchantCode,
    days.start,
    days.end,
    memberId,
    memberId,
    ...activeMembersParams(memberId, days),
    memberId,
    days.startDay,
    days.endDay,
  );
  const row = rows[0];
  const byKind: KindFigures = new Map<string, Figures>();
  for (const kind of rows) if (kind.kind !== null) byKind.set(String(kind.kind), figuresOf(kind));
  const heads = {
    teamSize: toInt(row?.team),
    directMembers: toInt(row?.direct),
    agentCount: toInt(row?.agents),
    newMembers: toInt(row?.fresh),
    activeMembers: toInt(row?.active),
  };
  return { heads, byKind };
}

export async function teamOverview(db: Db, caller: Caller, query: Query, now: Date): Promise<TeamOverview> {
  requireAgent(caller);
  const days = reportDays(query, now);
  const { heads, byKind } = await overviewFigures(db, caller, days);
  const games = gameFigures(byKind);
  const deposit = byKind.get('DEPOSIT') ?? NO_FIGURES;
  const withdraw = byKind.get('WITHDRAW') ?? NO_FIGURES;
  return {
    ...resolvedRange(days),
    ...heads,
    depositAmount: toMajor(deposit.amountMinor),
    depositCount: deposit.itemCount,
    withdrawAmount: toMajor(withdraw.amountMinor),
    withdrawCount: withdraw.itemCount,
    betCount: games.itemCount,
    betAmount: toMajor(games.amountMinor),
    validBet: toMajor(games.validBetMinor),
    winAmount: toMajor(games.winMinor),
    profitLoss: toMajor(games.winMinor - games.validBetMinor),
  };
}
