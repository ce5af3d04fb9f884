// The team overview (agentTeamOverview): the size of the caller's team and what it did in the days:
// new and active members, money in and out, bets, valid bets and the team's profit and loss.
import { AGENT_TYPES } from '@sim/shared/member-types';
import { toMajor } from '@sim/shared/money';
import type { TeamOverview } from '@sim/shared/wps/agent-reports';
import type { Db } from '../../db/client.ts';
import { requireAgent } from '../agents/team-guards.ts';
import type { Caller } from './caller.ts';
import { type ReportDays, reportDays, resolvedRange } from './report-days.ts';
import { activeMembers, gameFigures, NO_FIGURES, teamFigures } from './team-figures.ts';

type Query = Parameters<typeof reportDays>[0];

/** Team size, direct members, agents, and the members registered in the days. */
async function headcount(db: Db, caller: Caller, days: ReportDays) {
  const inTeam = `EXISTS (SELECT 1 FROM "TeamLink" l
    WHERE l."ancestorId" = ? AND l."descendantId" = m."id" AND l."depth" > 0)`;
  const [[size], [agents], [fresh]] = await Promise.all([
    db.$queryRaw<{ team: number | bigint; direct: number | bigint }[]>`
      SELECT count(*) AS "team", count(*) FILTER (WHERE "depth" = 1) AS "direct"
      FROM "TeamLink" WHERE "ancestorId" = ${caller.memberId} AND "depth" > 0`,
    db.$queryRawUnsafe<{ n: number | bigint }[]>(
      `SELECT count(*) AS "n" FROM "Member" m
       WHERE m."merchantCode" = ? AND m."type" IN (${AGENT_TYPES.join(',')}) AND ${inTeam}`,
      caller.merchantCode,
      caller.memberId,
    ),
    db.$queryRawUnsafe<{ n: number | bigint }[]>(
      `SELECT count(*) AS "n" FROM "Member" m
       WHERE m."merchantCode" = ? AND m."registeredAt" BETWEEN ? AND ? AND ${inTeam}`,
      caller.merchantCode,
      days.start,
      days.end,
      caller.memberId,
    ),
  ]);
  return {
    teamSize: Number(size?.team ?? 0),
    directMembers: Number(size?.direct ?? 0),
    agentCount: Number(agents?.n ?? 0),
    newMembers: Number(fresh?.n ?? 0),
  };
}

export async function teamOverview(db: Db, caller: Caller, query: Query, now: Date): Promise<TeamOverview> {
  requireAgent(caller);
  const days = reportDays(query, now);
  const [heads, byKind, active] = await Promise.all([
    headcount(db, caller, days),
    teamFigures(db, caller.memberId, days),
    activeMembers(db, caller.memberId, days),
  ]);
  const games = gameFigures(byKind);
  const deposit = byKind.get('DEPOSIT') ?? NO_FIGURES;
  const withdraw = byKind.get('WITHDRAW') ?? NO_FIGURES;
  return {
    ...resolvedRange(days),
    ...heads,
    activeMembers: active,
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
