// The team overview (agentTeamOverview): the size of the caller's team and what it did in the days:
// new and active members, money in and out, bets, valid bets and the team's profit and loss.
import { AGENT_TYPES } from '@sim/shared/member-types';
import { toMajor } from '@sim/shared/money';
import type { TeamOverview } from '@sim/shared/wps/agent-reports';
import type { Db } from '../../db/client.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { requireAgent } from '../agents/team-guards.ts';
import type { Caller } from './caller.ts';
import { type ReportDays, reportDays, resolvedRange } from './report-days.ts';
import { activeMembersSql, gameFigures, NO_FIGURES, teamFigures } from './team-figures.ts';

type Query = Parameters<typeof reportDays>[0];

type Count = number | bigint | null;

/** Team size, direct members, agents, members registered and members active in the days: one query. */
async function headcount(db: Db, caller: Caller, days: ReportDays) {
  const inTeam = Prisma.sql`EXISTS (SELECT 1 FROM "TeamLink" l
    WHERE l."ancestorId" = ${caller.memberId} AND l."descendantId" = m."id" AND l."depth" > 0)`;
  const [row] = await db.$queryRaw<
    { team: Count; direct: Count; agents: Count; fresh: Count; active: Count }[]
  >`
    SELECT
      (SELECT count(*) FROM "TeamLink" WHERE "ancestorId" = ${caller.memberId} AND "depth" > 0) AS "team",
      (SELECT count(*) FROM "TeamLink" WHERE "ancestorId" = ${caller.memberId} AND "depth" = 1) AS "direct",
      (SELECT count(*) FROM "Member" m WHERE m."merchantCode" = ${caller.merchantCode}
        AND m."type" IN (${Prisma.join(AGENT_TYPES)}) AND ${inTeam}) AS "agents",
      (SELECT count(*) FROM "Member" m WHERE m."merchantCode" = ${caller.merchantCode}
        AND m."registeredAt" BETWEEN ${days.start} AND ${days.end} AND ${inTeam}) AS "fresh",
      ${activeMembersSql(caller.memberId, days)} AS "active"`;
  return {
    teamSize: Number(row?.team ?? 0),
    directMembers: Number(row?.direct ?? 0),
    agentCount: Number(row?.agents ?? 0),
    newMembers: Number(row?.fresh ?? 0),
    activeMembers: Number(row?.active ?? 0),
  };
}

export async function teamOverview(db: Db, caller: Caller, query: Query, now: Date): Promise<TeamOverview> {
  requireAgent(caller);
  const days = reportDays(query, now);
  const [heads, byKind] = await Promise.all([
    headcount(db, caller, days),
    teamFigures(db, caller.memberId, days),
  ]);
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
