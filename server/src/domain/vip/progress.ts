// What the member sees of VIP: the rank with this month's and the total turnover toward the next
// one (MCSFE_getPlayerRankProgress; at the top rank toward keeping it), and every rank's rule.
import { toMajor } from '@sim/shared/money';
import { isVipServiceLevel, type RankList, type RankProgress } from '@sim/shared/relay/vip';
import type { MerchantProfile } from '../merchants/directory.ts';
import type { VipDeps } from './promotion.ts';
import { ruleOf, TOP_LEVEL, toWireRule, vipRules } from './rules.ts';
import { memberTurnover } from './turnover.ts';

export async function rankProgress(
  deps: VipDeps,
  merchant: MerchantProfile,
  memberId: number,
): Promise<RankProgress> {
  const member = await deps.db.member.findUniqueOrThrow({
    where: { id: memberId },
    select: { vipLevel: true },
  });
  const rules = await vipRules(deps.db, merchant.code);
  const current = ruleOf(rules, member.vipLevel);
  const next = member.vipLevel < TOP_LEVEL ? ruleOf(rules, member.vipLevel + 1) : undefined;
  const goal = next ?? current;
  const turnover = await memberTurnover(deps.db, memberId, deps.clock.now());
  return {
    playerRankName: current.labelName,
    playerRankLevel: member.vipLevel,
    ...(next ? { nextRankName: next.labelName } : {}),
    monthlyTurnover: { actual: toMajor(turnover.monthlyMinor), expected: toMajor(goal.monthlyMinor) },
    totalTurnover: { actual: toMajor(turnover.totalMinor), expected: toMajor(goal.totalMinor) },
    keepTurnover: toMajor(current.keepMinor),
    vipService: isVipServiceLevel(member.vipLevel),
  };
}

export async function rankList(deps: VipDeps, merchant: MerchantProfile): Promise<RankList> {
  return { list: (await vipRules(deps.db, merchant.code)).map(toWireRule), currency: merchant.currency };
}
