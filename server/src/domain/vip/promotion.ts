// Promotion: a member whose turnover meets a higher rank's monthly and total needs moves up to the
// highest such rank at once, with the bonus of each rank passed. Trial accounts have no rank.
import { isTrialType } from '@sim/shared/member-types';
import type { Db } from '../../db/client.ts';
import type { SimClock } from '../../platform/clock.ts';
import { lookedAtRoundsUntil, markRoundsLookedAt } from './look-cursor.ts';
import { moveRank, payRankBonus } from './rank-changes.ts';
import { type VipRule, vipRules } from './rules.ts';
import { memberTurnover, monthKey, monthWindow } from './turnover.ts';

export interface VipDeps {
  db: Db;
  clock: SimClock;
}

/** The highest rank both turnovers meet (level 0 always). */
export function earnedLevel(rules: VipRule[], turnover: { monthlyMinor: bigint; totalMinor: bigint }) {
  let earned = 0;
  for (const rule of rules)
    if (turnover.monthlyMinor >= rule.monthlyMinor && turnover.totalMinor >= rule.totalMinor)
      earned = rule.level;
  return earned;
}

/** Promotes one member if the turnover earns it; answers the levels gained. */
export async function promoteIfEarned(deps: VipDeps, memberId: number): Promise<number> {
  const now = deps.clock.now();
  return deps.db.$transaction(async (tx) => {
    const member = await tx.member.findUnique({
      where: { id: memberId },
      select: { merchantCode: true, vipLevel: true, type: true },
    });
    if (!member || isTrialType(member.type)) return 0;
    const rules = await vipRules(tx, member.merchantCode);
    const earned = earnedLevel(rules, await memberTurnover(tx, memberId, now));
    if (earned <= member.vipLevel) return 0;
    const move = {
      merchantCode: member.merchantCode,
      memberId,
      fromLevel: member.vipLevel,
      toLevel: earned,
      reason: 'PROMOTION' as const,
    };
    if (!(await moveRank(tx, move, now))) return 0;
    for (const rule of rules.slice(member.vipLevel + 1, earned + 1))
      await payRankBonus(tx, member.merchantCode, memberId, rule, now);
    return earned - member.vipLevel;
  });
}

/** Could this month's turnover reach a rank above `level`? (the total is checked in the transaction) */
const mayRise = (rules: VipRule[], level: number, monthlyMinor: bigint) =>
  rules.some((rule) => rule.level > level && monthlyMinor >= rule.monthlyMinor);

/** Members with a round settled since the last look (all of this month's players on the first). */
async function playersToLookAt(deps: VipDeps, start: Date, end: Date) {
  const since = lookedAtRoundsUntil(deps.db);
  const changed = await deps.db.gameRound.groupBy({
    by: ['memberId'],
    where: since
      ? { status: 'SETTLED', updatedAt: { gte: since } }
      : { status: 'SETTLED', settledAt: { gte: start, lt: end } },
    _max: { updatedAt: true },
  });
  const newest = changed.reduce<Date | undefined>(
    (max, row) => (row._max.updatedAt && (!max || row._max.updatedAt > max) ? row._max.updatedAt : max),
    since,
  );
  if (newest) markRoundsLookedAt(deps.db, newest);
  if (changed.length === 0) return [];
  return deps.db.gameRound.groupBy({
    by: ['memberId', 'merchantCode'],
    where: {
      memberId: { in: changed.map((row) => row.memberId) },
      status: 'SETTLED',
      settledAt: { gte: start, lt: end },
    },
    _sum: { stakeMinor: true },
  });
}

/** Everyone with a round settled this month since the last look is looked at; answers the members promoted. */
export async function promoteDueMembers(deps: VipDeps): Promise<number> {
  const { start, end } = monthWindow(monthKey(deps.clock.now()));
  const players = await playersToLookAt(deps, start, end);
  if (players.length === 0) return 0;
  const members = await deps.db.member.findMany({
    where: { id: { in: players.map((p) => p.memberId) } },
    select: { id: true, vipLevel: true },
  });
  const levelOf = new Map(members.map((m) => [m.id, m.vipLevel]));
  const rulesOf = new Map<string, VipRule[]>();
  let promoted = 0;
  for (const player of players) {
    const rules = rulesOf.get(player.merchantCode) ?? (await vipRules(deps.db, player.merchantCode));
    rulesOf.set(player.merchantCode, rules);
    const level = levelOf.get(player.memberId);
    // a cheap look first: the promoting transaction only for members this month's play may lift
    if (level === undefined || !mayRise(rules, level, player._sum.stakeMinor ?? 0n)) continue;
    if ((await promoteIfEarned(deps, player.memberId)) > 0) promoted += 1;
  }
  return promoted;
}
