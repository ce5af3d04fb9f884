// Promotion: a member whose turnover meets a higher rank's monthly and total needs moves up to the
// highest such rank at once, with the bonus of each rank passed. Trial accounts have no rank.
import { isTrialType } from '@sim/shared/member-types';
import type { Db } from '../../db/client.ts';
import { sqlOf } from '../../db/sql.ts';
import { fromSqlTime, type SqlRow, toBigInt, toInt } from '../../db/sql-values.ts';
import type { SimClock } from '../../foundation/clock.ts';
import { type LookCursor, lookCursor, markRoundsLookedAt } from './look-cursor.ts';
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

interface Player {
  memberId: number;
  merchantCode: string;
  vipLevel: number;
  monthlyMinor: bigint;
}

interface Look {
  players: Player[];
  /** the newest round change seen: where the next look starts */
  newest: Date | undefined;
}

/** Members per statement of the sums: SQLite refuses a statement with more bound values than its limit. */
const MEMBERS_PER_QUERY = 500;

/**
 * This month's turnover per member (of the members `filter` names, every one without). Grouped by
 * merchant first: grouped by member alone, SQLite walks the member index and fetches a million
 * rounds one by one (14 s for a 10,000-member team's month), instead of reading them in order.
 */
export const monthSums = (filter = '') => `SELECT s.*, m."vipLevel" FROM (
    SELECT "merchantCode", "memberId", sum("stakeMinor") AS "monthlyMinor", max("updatedAt") AS "newest"
    FROM "GameRound" WHERE "status" = 'SETTLED' AND "settledAt" >= ? AND "settledAt" < ? ${filter}
    GROUP BY "merchantCode", "memberId"
  ) s JOIN "Member" m ON m."id" = s."memberId"`;

/** the rounds settled since a look: by the updatedAt index, whatever the table holds */
export const CHANGED_ROUNDS = `SELECT "memberId", "updatedAt" FROM "GameRound" WHERE "updatedAt" >= ? AND "status" = 'SETTLED'`;

const newestOf = (values: unknown[]) =>
  values
    .filter((value) => value !== null && value !== undefined)
    .map(fromSqlTime)
    .reduce<Date | undefined>((newest, at) => (newest && newest >= at ? newest : at), undefined);

const toPlayer = (row: SqlRow): Player => ({
  memberId: toInt(row.memberId),
  merchantCode: String(row.merchantCode),
  vipLevel: toInt(row.vipLevel),
  monthlyMinor: toBigInt(row.monthlyMinor),
});

/**
 * Members with a round settled since the last look, with this month's turnover (all of this month's
 * players on the first look). Plain SQL: grouped by member, Prisma's query lets SQLite walk the
 * member index over every round ever played (a second a million rounds, every second); the rows
 * changed since the last look come by the updatedAt index alone.
 */
async function playersToLookAt(deps: VipDeps, cursor: LookCursor, start: Date, end: Date): Promise<Look> {
  const since = cursor.roundsUntil;
  const month = [start, end];
  if (!since) {
    const rows = await sqlOf(deps.db).all(monthSums(), ...month);
    return { players: rows.map(toPlayer), newest: newestOf(rows.map((row) => row.newest)) };
  }
  const changed = await sqlOf(deps.db).all(CHANGED_ROUNDS, since);
  const ids = [...new Set(changed.map((row) => toInt(row.memberId)))];
  const players: Player[] = [];
  for (let at = 0; at < ids.length; at += MEMBERS_PER_QUERY) {
    const slice = ids.slice(at, at + MEMBERS_PER_QUERY);
    const inSlice = `AND "memberId" IN (${slice.map(() => '?').join(', ')})`;
    const rows = await sqlOf(deps.db).all(monthSums(inSlice), ...month, ...slice);
    players.push(...rows.map(toPlayer));
  }
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
