// Promotion: a member whose turnover meets a higher rank's monthly and total needs moves up to the
// highest such rank at once, with the bonus of each rank passed. Trial accounts have no rank.
import { isTrialType } from '@sim/shared/member-types';
import type { Db } from '../../db/client.ts';
import { sqlOf } from '../../db/sql.ts';
import type { SimClock } from '../../foundation/clock.ts';
import { type LookCursor, lookCursor, markRoundsLookedAt } from './look-cursor.ts';
import { type MonthTurnover, monthTurnovers, roundsSettledSince } from './queries.ts';
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

interface Look {
  players: MonthTurnover[];
  /** the newest round change seen: where the next look starts */
  newest: Date | undefined;
}

const newestOf = (times: (Date | null)[]) =>
  times.reduce<Date | undefined>((newest, at) => (!at || (newest && newest >= at) ? newest : at), undefined);

/**
 * Members with a round settled since the last look, with this month's turnover (all of this month's
 * players on the first look), in plain SQL (queries.ts).
 */
async function playersToLookAt(deps: VipDeps, cursor: LookCursor, start: Date, end: Date): Promise<Look> {
  const since = cursor.roundsUntil;
  const sql = sqlOf(deps.db);
  if (!since) {
    const players = await monthTurnovers(sql, start, end);
    return { players, newest: newestOf(players.map((player) => player.newest)) };
  }
  const changed = await roundsSettledSince(sql, since);
  const ids = [...new Set(changed.map((row) => row.memberId))];
  const players = await monthTurnovers(sql, start, end, ids);
  return { players, newest: newestOf(changed.map((row) => row.updatedAt)) };
}

/** Everyone with a round settled this month since the last look is looked at; answers the members promoted. */
export async function promoteDueMembers(deps: VipDeps): Promise<number> {
  const { start, end } = monthWindow(monthKey(deps.clock.now()));
  const cursor = await lookCursor(deps.db);
  const look = await playersToLookAt(deps, cursor, start, end);
  const rulesOf = new Map<string, VipRule[]>();
  let promoted = 0;
  for (const player of look.players) {
    const rules = rulesOf.get(player.merchantCode) ?? (await vipRules(deps.db, player.merchantCode));
    rulesOf.set(player.merchantCode, rules);
    // a cheap look first: the promoting transaction only for members this month's play may lift
    if (!mayRise(rules, player.vipLevel, player.monthlyMinor)) continue;
    if ((await promoteIfEarned(deps, player.memberId)) > 0) promoted += 1;
  }
  // only once everyone seen was looked at: a run that failed half-way looks again
  if (look.newest) await markRoundsLookedAt(deps.db, cursor, look.newest);
  return promoted;
}
