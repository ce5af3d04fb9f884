// referral.*: the reward rule and the invitees with their rewards (the due-work timer pays them).
import { listReferralsInput, referralMerchantInput, setReferralRuleInput } from '@sim/shared/admin/referral';
import { listReferrals } from '../../domain/referral/back-office.ts';
import { payDueReferralRewards } from '../../domain/referral/rewards.ts';
import { referralRule, setReferralRule } from '../../domain/referral/settings.ts';
import { adminProcedure, merchantOf, requireMember, requireMerchant, router } from '../trpc.ts';

export const referralRouter = router({
  rule: adminProcedure.input(referralMerchantInput).query(async ({ ctx, input }) => {
    const merchant = await requireMerchant(ctx, input);
    return { merchant: merchant.code, ...(await referralRule(ctx.sim.db, merchant.code)) };
  }),

  /** the fields given; `null` turns a criterion off */
  setRule: adminProcedure.input(setReferralRuleInput).mutation(async ({ ctx, input }) => {
    const { merchant: code, ...change } = input;
    const merchant = await requireMerchant(ctx, { merchant: code });
    return { merchant: merchant.code, ...(await setReferralRule(ctx.sim.db, merchant.code, change)) };
  }),

  /** invitees newest first, with their referrer and reward; `username` filters by referrer */
  list: adminProcedure.input(listReferralsInput).query(async ({ ctx, input }) => {
    const merchantCode = merchantOf(ctx, input);
    const referrer = input?.username ? await requireMember(ctx, merchantCode, input.username) : null;
    return listReferrals(ctx.sim.db, { merchantCode, referrerId: referrer?.id, limit: input?.limit ?? 50 });
  }),

  /** pays the rewards due now; answers how many */
  payDue: adminProcedure.mutation(async ({ ctx }) => ({ paid: await payDueReferralRewards(ctx.sim) })),
});
