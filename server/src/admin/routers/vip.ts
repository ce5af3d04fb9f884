// vip.*: the rank rules, a member's rank and progress, the rank changes made, and the monthly review
// and promotions run now (the timer runs them every second; this is for scripts that will not wait).
import {
  listVipChangesInput,
  setVipRankInput,
  setVipRulesInput,
  vipMemberInput,
  vipMerchantInput,
} from '@sim/shared/admin/vip';
import { listRankChanges, setMemberRank } from '../../domain/vip/back-office.ts';
import { runVipWork } from '../../domain/vip/due-work.ts';
import { rankProgress } from '../../domain/vip/progress.ts';
import { setVipRules, toWireRule, vipRules } from '../../domain/vip/rules.ts';
import { adminProcedure, merchantOf, requireMember, requireMerchant, router } from '../trpc.ts';

export const vipRouter = router({
  rules: adminProcedure.input(vipMerchantInput).query(async ({ ctx, input }) => {
    const merchant = await requireMerchant(ctx, input);
    return { merchant: merchant.code, rules: (await vipRules(ctx.sim.db, merchant.code)).map(toWireRule) };
  }),

  /** the amounts given of the levels given; the rest stays */
  setRules: adminProcedure.input(setVipRulesInput).mutation(async ({ ctx, input }) => {
    const merchant = await requireMerchant(ctx, input);
    return { merchant: merchant.code, rules: await setVipRules(ctx.sim.db, merchant.code, input.rules) };
  }),

  /** a member's rank and turnover, as MCSFE_getPlayerRankProgress answers it */
  member: adminProcedure.input(vipMemberInput).query(async ({ ctx, input }) => {
    const merchant = await requireMerchant(ctx, input);
    const member = await requireMember(ctx, merchant.code, input.username);
    return { username: member.username, ...(await rankProgress(ctx.sim, merchant, member.id)) };
  }),

  /** sets the rank by hand: no bonus (promotions pay those); the monthly review covers it from now */
  setRank: adminProcedure.input(setVipRankInput).mutation(async ({ ctx, input }) => {
    const merchant = await requireMerchant(ctx, input);
    const member = await requireMember(ctx, merchant.code, input.username);
    return {
      username: member.username,
      ...(await setMemberRank(ctx.sim, merchant.code, member.id, input.level)),
    };
  }),

  /** the monthly reviews due and the promotions earned, now; answers the items moved */
  runReview: adminProcedure.mutation(async ({ ctx }) => ({ moved: await runVipWork(ctx.sim) })),

  /** newest first; filter by member */
  changes: adminProcedure.input(listVipChangesInput).query(async ({ ctx, input }) => {
    const merchantCode = merchantOf(ctx, input);
    const member = input?.username ? await requireMember(ctx, merchantCode, input.username) : null;
    return listRankChanges(ctx.sim.db, { merchantCode, memberId: member?.id, limit: input?.limit ?? 50 });
  }),
});
