// Team betting (personalHistoryCopy for the team; GET /wps/report/teamBetting and teamPVPRNGBetting):
// the rounds of the caller's team, lottery bets with their order, newest first, paged, with totals.
// The page walks the merchant's rounds by time and keeps the team's; the totals come from the day
// figures, or from the rounds themselves when a vendor filter (not in the figures) is given.
import { toMajor } from '@sim/shared/money';
import type { TeamBet, TeamBetting, TeamBettingQuery } from '@sim/shared/wps/agent-reports';
import type { Db } from '../../db/client.ts';
import { fromSqlTime, toBigInt, toInt } from '../../db/sql-values.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { pageOf, pageWindow } from '../reports/paging.ts';
import { type Caller, namedDownline } from './caller.ts';
import { type ReportDays, reportDays, resolvedRange } from './report-days.ts';
import { type Figures, gameFigures, memberFigures, teamFigures } from './team-figures.ts';

/** teamPVPRNGBetting: the same record over PVP and slots (RNG) only */
export const PVP_RNG_TYPES = ['PVP', 'RNG'] as const;

interface RoundRow {
  roundId: string;
  memberId: number;
  username: string;
  gameName: string | null;
  vendorCode: string;
  vendorName: string | null;
  gameType: string;
  orderNo: string | null;
  stakeMinor: number | bigint;
  winMinor: number | bigint;
  status: string;
  placedAt: string | Date;
  settledAt: string | Date | null;
}

const toTeamBet = (r: RoundRow): TeamBet => ({
  roundId: r.roundId,
  memberId: Number(r.memberId),
  username: r.username,
  gameName: r.gameName ?? r.vendorCode,
  vassalage: r.vendorCode,
  vendorName: r.vendorName ?? r.vendorCode,
  gameType: r.gameType,
  orderNo: r.orderNo,
  stake: toMajor(BigInt(r.stakeMinor)),
  win: toMajor(BigInt(r.winMinor)),
  profit: toMajor(BigInt(r.winMinor) - BigInt(r.stakeMinor)),
  status: r.status as TeamBet['status'],
  betTime: fromSqlTime(r.placedAt).getTime(),
  settleTime: r.settledAt ? fromSqlTime(r.settledAt).getTime() : null,
});

/** The product types asked for: the query's one (within `allowed`), or all of `allowed`. */
function productTypes(query: TeamBettingQuery, allowed?: readonly string[]): readonly string[] | undefined {
  if (!query.gameType) return allowed;
  return !allowed || allowed.includes(query.gameType) ? [query.gameType] : [];
}

function roundFilter(
  caller: Caller,
  memberId: number | undefined,
  types: readonly string[] | undefined,
  query: TeamBettingQuery,
  days: ReportDays,
) {
  const who =
    memberId === undefined
      ? Prisma.sql`g."memberId" IN (SELECT "descendantId" FROM "TeamLink" WHERE "ancestorId" = ${caller.memberId} AND "depth" > 0)`
      : Prisma.sql`g."memberId" = ${memberId}`;
  return Prisma.sql`g."merchantCode" = ${caller.merchantCode} AND g."placedAt" BETWEEN ${days.start} AND ${days.end}
    AND ${who}
    ${types ? Prisma.sql`AND g."gameType" IN (${types.length ? Prisma.join(types) : Prisma.sql`NULL`})` : Prisma.empty}
    ${query.vassalage ? Prisma.sql`AND g."vendorCode" = ${query.vassalage}` : Prisma.empty}`;
}

/** Totals from the rounds themselves (the vendor filter is not in the day figures). */
async function roundTotals(db: Db, where: Prisma.Sql): Promise<Figures> {
  const [row] = await db.$queryRaw<{ n: number | bigint; a: unknown; v: unknown; w: unknown }[]>`
    SELECT count(*) AS "n", sum(g."stakeMinor") AS "a",
      sum(CASE WHEN g."status" = 'SETTLED' THEN g."stakeMinor" ELSE 0 END) AS "v",
      sum(CASE WHEN g."status" = 'SETTLED' THEN g."winMinor" ELSE 0 END) AS "w"
    FROM "GameRound" g WHERE ${where}`;
  return {
    itemCount: toInt(row?.n),
    amountMinor: toBigInt(row?.a),
    validBetMinor: toBigInt(row?.v),
    winMinor: toBigInt(row?.w),
  };
}

async function totals(
  db: Db,
  caller: Caller,
  memberId: number | undefined,
  types: readonly string[] | undefined,
  query: TeamBettingQuery,
  days: ReportDays,
  where: Prisma.Sql,
): Promise<Figures> {
  if (query.vassalage) return roundTotals(db, where);
  const byKind =
    memberId === undefined
      ? await teamFigures(db, caller.memberId, days)
      : await memberFigures(db, memberId, days);
  return gameFigures(byKind, types);
}

export async function teamBetting(
  db: Db,
  caller: Caller,
  query: TeamBettingQuery,
  now: Date,
  allowedTypes?: readonly string[],
): Promise<TeamBetting> {
  const memberId = await namedDownline(db, caller, query);
  const days = reportDays(query, now);
  const types = productTypes(query, allowedTypes);
  const where = roundFilter(caller, memberId, types, query, days);
  const { skip, take } = pageWindow(query);
  const [rows, sum] = await Promise.all([
    db.$queryRaw<RoundRow[]>`
      SELECT g."roundId", g."memberId", m."username", gm."name" AS "gameName", g."vendorCode", v."name" AS "vendorName", g."gameType",
        lb."orderNo", g."stakeMinor", g."winMinor", g."status", g."placedAt", g."settledAt"
      FROM "GameRound" g
      JOIN "Member" m ON m."id" = g."memberId"
      LEFT JOIN "Game" gm ON gm."id" = g."gameId"
      LEFT JOIN "Vendor" v ON v."code" = g."vendorCode"
      LEFT JOIN "LotteryBet" lb ON lb."roundId" = g."roundId"
      WHERE ${where}
      ORDER BY g."placedAt" DESC, g."roundId" DESC LIMIT ${take} OFFSET ${skip}`,
    totals(db, caller, memberId, types, query, days, where),
  ]);
  return {
    ...resolvedRange(days),
    list: rows.map(toTeamBet),
    ...pageOf(sum.itemCount, query),
    summary: {
      betCount: sum.itemCount,
      stake: toMajor(sum.amountMinor),
      validBet: toMajor(sum.validBetMinor),
      win: toMajor(sum.winMinor),
      profit: toMajor(sum.winMinor - sum.validBetMinor),
    },
  };
}
