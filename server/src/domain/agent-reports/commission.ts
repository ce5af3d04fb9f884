// Commission (GET /wps/report/commission), defined here once: an agent earns, on every valid bet of its
// team, the difference between its own rebate rate and the rate of its direct downline the bet came
// through (that member, or the agent above the member's branch), per product type, rounded down per
// direct downline like cashback (rebateMinorOf). Rates are the member's own (MemberRebateRate, set by
// its upline) or, without a row, the merchant's cashback rates; a downline at or above the agent's
// rate earns it nothing. So each level of the tree keeps the slice of rate it did not pass down.
import type { RebateSettings } from '@sim/shared/admin/rebate';
import { toMajor } from '@sim/shared/money';
import type { Commission, CommissionQuery } from '@sim/shared/wps/agent-reports';
import type { Db } from '../../db/client.ts';
import { requireAgent } from '../agents/team-guards.ts';
import { rebateMinorOf } from '../rebate/computation.ts';
import { rebateSettings } from '../rebate/settings.ts';
import { pageOf, pageWindow } from '../reports/paging.ts';
import type { Caller } from './caller.ts';
import { type ReportDays, reportDays, resolvedRange } from './report-days.ts';
import { addFigures, dayFigures, type Figures, NO_FIGURES } from './team-figures.ts';

type Rates = RebateSettings['rates'];

/** Each member's rebate rates (percent of the valid bet per product type). */
export async function rebateRatesOf(
  db: Db,
  merchantCode: string,
  memberIds: number[],
): Promise<Map<number, Rates>> {
  const [merchant, rows] = await Promise.all([
    rebateSettings(db, merchantCode),
    db.memberRebateRate.findMany({ where: { memberId: { in: memberIds } } }),
  ]);
  const own = new Map(rows.map((r) => [r.memberId, r.rates as Rates]));
  return new Map(memberIds.map((id) => [id, own.get(id) ?? merchant.rates]));
}

interface TypeTotal {
  betCount: number;
  validBetMinor: bigint;
  commissionMinor: bigint;
}

/** The caller's commission on the days' valid bets, per product type (sorted) and in total. */
export async function commissionOf(db: Db, caller: Caller, days: ReportDays) {
  const direct = await db.teamLink.findMany({
    where: { ancestorId: caller.memberId, depth: 1 },
    select: { descendantId: true },
  });
  const ids = direct.map((d) => d.descendantId);
  const [{ members: own, teams }, rates] = await Promise.all([
    dayFigures(db, { members: ids, teams: ids }, days),
    rebateRatesOf(db, caller.merchantCode, [caller.memberId, ...ids]),
  ]);
  const mine = rates.get(caller.memberId) ?? {};
  const byType = new Map<string, TypeTotal>();
  for (const id of ids) {
    const theirs = rates.get(id) ?? {};
    const kinds = new Set([...(own.get(id)?.keys() ?? []), ...(teams.get(id)?.keys() ?? [])]);
    for (const kind of kinds) {
      const rate = mine[kind as keyof Rates];
      if (!rate) continue;
      const branch: Figures = addFigures(
        own.get(id)?.get(kind) ?? NO_FIGURES,
        teams.get(id)?.get(kind) ?? NO_FIGURES,
      );
      if (branch.validBetMinor === 0n) continue;
      const slice = Math.max(0, rate - (theirs[kind as keyof Rates] ?? 0));
      const total = byType.get(kind) ?? { betCount: 0, validBetMinor: 0n, commissionMinor: 0n };
      total.betCount += branch.itemCount;
      total.validBetMinor += branch.validBetMinor;
      total.commissionMinor += rebateMinorOf(branch.validBetMinor, slice);
      byType.set(kind, total);
    }
  }
  const rows = [...byType].sort(([a], [b]) => a.localeCompare(b));
  const sum = rows.reduce(
    (acc, [, t]) => ({
      betCount: acc.betCount + t.betCount,
      validBetMinor: acc.validBetMinor + t.validBetMinor,
      commissionMinor: acc.commissionMinor + t.commissionMinor,
    }),
    { betCount: 0, validBetMinor: 0n, commissionMinor: 0n },
  );
  return { rows, sum };
}

export async function commission(
  db: Db,
  caller: Caller,
  query: CommissionQuery,
  now: Date,
): Promise<Commission> {
  requireAgent(caller);
  const days = reportDays(query, now);
  const { rows, sum } = await commissionOf(db, caller, days);
  const { skip, take } = pageWindow(query);
  return {
    ...resolvedRange(days),
    list: rows.slice(skip, skip + take).map(([gameType, t]) => ({
      gameType,
      betCount: t.betCount,
      validBet: toMajor(t.validBetMinor),
      rate: Number(((Number(t.commissionMinor) * 100) / Number(t.validBetMinor)).toFixed(2)),
      commission: toMajor(t.commissionMinor),
    })),
    ...pageOf(rows.length, query),
    summary: {
      betCount: sum.betCount,
      validBet: toMajor(sum.validBetMinor),
      commission: toMajor(sum.commissionMinor),
    },
  };
}
