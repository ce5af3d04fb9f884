// User profit and loss per downline (palStatementsAgentCopy; GET /wps/report/downlinePNL, and over
// lottery only downlineLottoPNL, over PVP and fishing only teamPVPFishingPNL): one row per direct
// downline of the caller (or of the team member the query names: the drill-down), each the member's
// own bets plus its whole team's, oldest member first, paged; the summary is the whole team's, so
// it is the sum of all the rows.
import { toMajor } from '@sim/shared/money';
import type { DownlinePnl, DownlinePnlQuery, DownlinePnlRow } from '@sim/shared/wps/agent-reports';
import type { Db } from '../../db/client.ts';
import { sqlOf } from '../../db/sql.ts';
import { toInt } from '../../db/sql-values.ts';
import { pageOf, pageWindow } from '../reports/paging.ts';
import { type Caller, namedDownline } from './caller.ts';
import { reportDays, resolvedRange } from './report-days.ts';
import { addFigures, type Figures, gameTotals, NO_FIGURES } from './team-figures.ts';

export const LOTTERY_TYPES = ['LOTT', 'ELOTT'] as const;
export const PVP_FISHING_TYPES = ['PVP', 'FISH'] as const;

const betSummary = (f: Figures) => ({
  betCount: f.itemCount,
  stake: toMajor(f.amountMinor),
  validBet: toMajor(f.validBetMinor),
  win: toMajor(f.winMinor),
  profit: toMajor(f.winMinor - f.validBetMinor),
});

/**
 * A page of a parent's direct downline, in member order, with each one's team size and the count of
 * them all: ranges of the TeamLink (ancestorId, depth, descendantId) index, whatever the team's size.
 */
export const DOWNLINE_PAGE_SQL = `SELECT m."id", m."username", m."type",
    (SELECT count(*) FROM "TeamLink" t WHERE t."ancestorId" = m."id" AND t."depth" > 0) AS "teamSize",
    (SELECT count(*) FROM "TeamLink" WHERE "ancestorId" = ? AND "depth" = 1) AS "total"
  FROM "TeamLink" l JOIN "Member" m ON m."id" = l."descendantId"
  WHERE l."ancestorId" = ? AND l."depth" = 1
  ORDER BY l."descendantId" LIMIT ? OFFSET ?`;

const DOWNLINE_COUNT_SQL = `SELECT count(*) AS "total" FROM "TeamLink" WHERE "ancestorId" = ? AND "depth" = 1`;

/** A page of the parent's direct downline with each one's team size, and how many there are. */
async function directDownlinePage(db: Db, parentId: number, query: DownlinePnlQuery) {
  const { skip, take } = pageWindow(query);
  const rows = await sqlOf(db).all(DOWNLINE_PAGE_SQL, parentId, parentId, take, skip);
  // a page past the end has no row to carry the count
  const total = rows[0]?.total ?? (await sqlOf(db).one(DOWNLINE_COUNT_SQL, parentId))?.total;
  return {
    rows: rows.map((row) => ({
      id: toInt(row.id),
      username: String(row.username),
      type: toInt(row.type),
      teamSize: toInt(row.teamSize),
    })),
    totalCount: toInt(total),
  };
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
  const ids = page.rows.map((m) => m.id);
  const figures = await gameTotals(db, { members: ids, teams: [...ids, parentId] }, days, productTypes);
  const list: DownlinePnlRow[] = page.rows.map((m) => ({
    memberId: m.id,
    username: m.username,
    type: m.type,
    teamSize: m.teamSize,
    ...betSummary(addFigures(figures.members.get(m.id) ?? NO_FIGURES, figures.teams.get(m.id) ?? NO_FIGURES)),
  }));
  return {
    ...resolvedRange(days),
    parentId,
    list,
    ...pageOf(page.totalCount, query),
    summary: betSummary(figures.teams.get(parentId) ?? NO_FIGURES),
  };
}
