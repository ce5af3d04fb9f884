// User profit and loss per downline (palStatementsAgentCopy; GET /wps/report/downlinePNL, and over
// lottery only downlineLottoPNL, over PVP and fishing only teamPVPFishingPNL): one row per direct
// downline of the caller (or of the team member the query names: the drill-down), each the member's
// own bets plus its whole team's, oldest member first, paged; the summary is the whole team's, so
// it is the sum of all the rows.
import { toMajor } from '@sim/shared/money';
import type { DownlinePnl, DownlinePnlQuery, DownlinePnlRow } from '@sim/shared/wps/agent-reports';
import type { Db } from '../../db/client.ts';
import { pageOf, pageWindow } from '../reports/paging.ts';
import { type Caller, namedDownline } from './caller.ts';
import { reportDays, resolvedRange } from './report-days.ts';
import { addFigures, dayFigures, type Figures, gameFigures } from './team-figures.ts';

export const LOTTERY_TYPES = ['LOTT', 'ELOTT'] as const;
export const PVP_FISHING_TYPES = ['PVP', 'FISH'] as const;

const betSummary = (f: Figures) => ({
  betCount: f.itemCount,
  stake: toMajor(f.amountMinor),
  validBet: toMajor(f.validBetMinor),
  win: toMajor(f.winMinor),
  profit: toMajor(f.winMinor - f.validBetMinor),
});

interface DownlineRow {
  id: number;
  username: string;
  type: number;
  teamSize: number | bigint;
  total: number | bigint;
}

/** A page of the parent's direct downline with each one's team size, and how many there are. */
async function directDownlinePage(db: Db, parentId: number, query: DownlinePnlQuery) {
  const { skip, take } = pageWindow(query);
  const rows = await db.$queryRaw<DownlineRow[]>`
    SELECT m."id", m."username", m."type",
      (SELECT count(*) FROM "TeamLink" t WHERE t."ancestorId" = m."id" AND t."depth" > 0) AS "teamSize",
      (SELECT count(*) FROM "TeamLink" WHERE "ancestorId" = ${parentId} AND "depth" = 1) AS "total"
    FROM "TeamLink" l JOIN "Member" m ON m."id" = l."descendantId"
    WHERE l."ancestorId" = ${parentId} AND l."depth" = 1
    ORDER BY l."descendantId" LIMIT ${take} OFFSET ${skip}`;
  const total = rows[0]?.total ?? (await db.teamLink.count({ where: { ancestorId: parentId, depth: 1 } }));
  return { rows, totalCount: Number(total) };
}

export async function downlinePnl(
  db: Db,
  caller: Caller,
  query: DownlinePnlQuery,
  now: Date,
  productTypes?: readonly string[],
): Promise<DownlinePnl> {
  const parentId = (await namedDownline(db, caller, query)) ?? caller.memberId;
  const days = reportDays(query, now);
  const page = await directDownlinePage(db, parentId, query);
  const ids = page.rows.map((m) => Number(m.id));
  const figures = await dayFigures(db, { members: ids, teams: [...ids, parentId] }, days);
  const list: DownlinePnlRow[] = page.rows.map((m) => ({
    memberId: Number(m.id),
    username: m.username,
    type: Number(m.type),
    teamSize: Number(m.teamSize),
    ...betSummary(
      addFigures(
        gameFigures(figures.members.get(Number(m.id)), productTypes),
        gameFigures(figures.teams.get(Number(m.id)), productTypes),
      ),
    ),
  }));
  return {
    ...resolvedRange(days),
    parentId,
    list,
    ...pageOf(page.totalCount, query),
    summary: betSummary(gameFigures(figures.teams.get(parentId), productTypes)),
  };
}
