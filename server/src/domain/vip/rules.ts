// Each rank's rule: the turnover (valid bets) a promotion needs this month and in total, the month's
// turnover that keeps the rank at the monthly review, and the bonus paid once on reaching it. A rank
// without a VipRankRule row has the default below; the labels are the merchant's VipRank rows.
import type { VipRuleChange } from '@sim/shared/admin/vip';
import { toMajor, toMinor } from '@sim/shared/money';
import { isVipServiceLevel, type RankRule } from '@sim/shared/relay/vip';
import type { Db, Tx } from '../../db/client.ts';
import { lookAgainAtEveryone } from './look-cursor.ts';

export interface VipRule {
  level: number;
  labelName: string;
  monthlyMinor: bigint;
  totalMinor: bigint;
  keepMinor: bigint;
  bonusMinor: bigint;
}

/** [monthly, total, keep, bonus] in major units per level 0..9 (level 0 is where everyone starts). */
const DEFAULTS: [number, number, number, number][] = [
  [0, 0, 0, 0],
  [1_000, 1_000, 500, 10],
  [5_000, 10_000, 2_500, 50],
  [20_000, 50_000, 10_000, 188],
  [50_000, 200_000, 25_000, 588],
  [100_000, 500_000, 50_000, 1_288],
  [200_000, 1_000_000, 100_000, 2_888],
  [500_000, 3_000_000, 250_000, 5_888],
  [1_000_000, 8_000_000, 500_000, 12_888],
  [2_000_000, 20_000_000, 1_000_000, 28_888],
];
export const TOP_LEVEL = DEFAULTS.length - 1;

const defaultRule = (level: number, labelName: string): VipRule => {
  const [monthly, total, keep, bonus] = DEFAULTS[level] ?? [0, 0, 0, 0];
  return {
    level,
    labelName,
    monthlyMinor: toMinor(monthly),
    totalMinor: toMinor(total),
    keepMinor: toMinor(keep),
    bonusMinor: toMinor(bonus),
  };
};

/** Every rank 0..9 of the merchant, lowest first. */
export async function vipRules(db: Db | Tx, merchantCode: string): Promise<VipRule[]> {
  const [labels, rows] = await Promise.all([
    db.vipRank.findMany({ where: { merchantCode } }),
    db.vipRankRule.findMany({ where: { merchantCode } }),
  ]);
  return DEFAULTS.map((_, level) => {
    const labelName = labels.find((l) => l.level === level)?.labelName ?? `VIP${level}`;
    const row = rows.find((r) => r.level === level);
    if (!row) return defaultRule(level, labelName);
    return {
      level,
      labelName,
      monthlyMinor: row.monthlyTurnoverMinor,
      totalMinor: row.totalTurnoverMinor,
      keepMinor: row.keepTurnoverMinor,
      bonusMinor: row.bonusMinor,
    };
  });
}

export const ruleOf = (rules: VipRule[], level: number): VipRule =>
  rules[Math.min(Math.max(level, 0), TOP_LEVEL)] as VipRule;

export const toWireRule = (rule: VipRule): RankRule => ({
  level: rule.level,
  labelName: rule.labelName,
  monthlyTurnover: toMajor(rule.monthlyMinor),
  totalTurnover: toMajor(rule.totalMinor),
  keepTurnover: toMajor(rule.keepMinor),
  bonus: toMajor(rule.bonusMinor),
  vipService: isVipServiceLevel(rule.level),
});

/** Changes the amounts given of the levels given; the rest stays. */
export async function setVipRules(db: Db, merchantCode: string, changes: VipRuleChange[]) {
  const current = await vipRules(db, merchantCode);
  await db.$transaction(async (tx) => {
    for (const change of changes) {
      const rule = ruleOf(current, change.level);
      const pick = (amount: number | undefined, fallback: bigint) =>
        amount === undefined ? fallback : toMinor(amount);
      const row = {
        monthlyTurnoverMinor: pick(change.monthlyTurnover, rule.monthlyMinor),
        totalTurnoverMinor: pick(change.totalTurnover, rule.totalMinor),
        keepTurnoverMinor: pick(change.keepTurnover, rule.keepMinor),
        bonusMinor: pick(change.bonus, rule.bonusMinor),
      };
      await tx.vipRankRule.upsert({
        where: { merchantCode_level: { merchantCode, level: change.level } },
        create: { merchantCode, level: change.level, ...row },
        update: row,
      });
    }
    await lookAgainAtEveryone(tx);
  });
  return (await vipRules(db, merchantCode)).map(toWireRule);
}
