// User profit and loss per downline (palStatementsAgentCopy; GET /wps/report/downlinePNL, and over
// lottery only downlineLottoPNL, over PVP and fishing only teamPVPFishingPNL): one row per direct
// downline of the caller (or of the team member the query names: the drill-down), each the member's
// own bets plus its whole team's, oldest member first, paged; the summary is the whole team's, so
// it is the sum of all the rows.
import { toMajor } from '@sim/shared/money';
import type { DownlinePnl, DownlinePnlQuery, DownlinePnlRow } from '@sim/shared/wps/agent-reports';
import type { Db } from '../../db/client.ts';
import { teamSizes } from '../agents/team.ts';
import { pageOf, pageWindow } from '../reports/paging.ts';
import { type Caller, namedDownline } from './caller.ts';
import { reportDays, resolvedRange } from './report-days.ts';
import {
  addFigures,
  type Figures,
  gameFigures,
  memberFiguresOf,
  teamFigures,
  teamFiguresOf,
} from './team-figures.ts';

export const LOTTERY_TYPES = ['LOTT', 'ELOTT'] as const;
export const PVP_FISHING_TYPES = ['PVP', 'FISH'] as const;

const betSummary = (f: Figures) => ({
  betCount: f.itemCount,
  stake: toMajor(f.amountMinor),
  validBet: toMajor(f.validBetMinor),
  win: toMajor(f.winMinor),
  profit: toMajor(f.winMinor - f.validBetMinor),
});

export async function downlinePnl(
  db: Db,
  caller: Caller,
  query: DownlinePnlQuery,
  now: Date,
  productTypes?: readonly string[],
): Promise<DownlinePnl> {
  const parentId = (await namedDownline(db, caller, query)) ?? caller.memberId;
  const days = reportDays(query, now);
  const { skip, take } = pageWindow(query);
  const where = { ancestorId: parentId, depth: 1 };
  const [totalCount, links, parentTeam] = await Promise.all([
    db.teamLink.count({ where }),
    db.teamLink.findMany({
      where,
      orderBy: { descendantId: 'asc' },
      skip,
      take,
      select: { descendant: { select: { id: true, username: true, type: true } } },
    }),
    teamFigures(db, parentId, days),
  ]);
  const members = links.map((l) => l.descendant);
  const ids = members.map((m) => m.id);
  const [own, teams, sizes] = await Promise.all([
    memberFiguresOf(db, ids, days),
    teamFiguresOf(db, ids, days),
    teamSizes(db, ids),
  ]);
  const list: DownlinePnlRow[] = members.map((m) => ({
    memberId: m.id,
    username: m.username,
    type: m.type,
    teamSize: sizes.get(m.id) ?? 0,
    ...betSummary(
      addFigures(gameFigures(own.get(m.id), productTypes), gameFigures(teams.get(m.id), productTypes)),
    ),
  }));
  return {
    ...resolvedRange(days),
    parentId,
    list,
    ...pageOf(totalCount, query),
    summary: betSummary(gameFigures(parentTeam, productTypes)),
  };
}
