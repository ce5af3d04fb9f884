// discountTickets.* and extraRewards.*: grant, list and close the discount tickets and extra-reward claims
// members read through PROMOFE_getDiscountTicketList and PROMOFE_getUnappliedExtraRewardClaimList.
import {
  discountTicketRefInput,
  extraRewardRefInput,
  grantDiscountTicketInput,
  grantExtraRewardInput,
  listVouchersInput,
} from '@sim/shared/admin/reward-vouchers';
import {
  closeDiscountTicket,
  grantDiscountTickets,
  listDiscountTickets,
  promotionCoded,
  toWireDiscountTicket,
} from '../../domain/promotions/discount-tickets.ts';
import {
  cancelExtraReward,
  grantExtraReward,
  listExtraRewards,
  toWireExtraReward,
} from '../../domain/promotions/extra-rewards.ts';
import { type AdminContext, adminProcedure, requireMember, requireMerchant, router } from '../trpc.ts';

async function memberFilter(
  ctx: AdminContext,
  input: { merchant?: string; username?: string; limit: number },
) {
  const merchant = await requireMerchant(ctx, input);
  const member = input.username ? await requireMember(ctx, merchant.code, input.username) : null;
  return { merchantCode: merchant.code, memberId: member?.id, limit: input.limit };
}

export const discountTicketsRouter = router({
  /** newest first, every status (AVAILABLE past its expiry reads EXPIRED) */
  list: adminProcedure
    .input(listVouchersInput)
    .query(async ({ ctx, input }) => listDiscountTickets(ctx.sim, await memberFilter(ctx, input))),

  grant: adminProcedure.input(grantDiscountTicketInput).mutation(async ({ ctx, input }) => {
    const merchant = await requireMerchant(ctx, input);
    const promotion = await promotionCoded(ctx.sim, merchant.code, input.promotionCode);
    const member = await requireMember(ctx, merchant.code, input.username);
    const rows = await grantDiscountTickets(ctx.sim, promotion, member.id, input);
    const now = ctx.sim.clock.now();
    return rows.map((row) => ({ ...toWireDiscountTicket(row, 'EN', now), username: member.username }));
  }),

  /** AVAILABLE -> USED (the operator applied it to the member's deposit) */
  use: adminProcedure.input(discountTicketRefInput).mutation(async ({ ctx, input }) => {
    const merchant = await requireMerchant(ctx, input);
    const row = await closeDiscountTicket(ctx.sim, merchant.code, input.transactionId, 'USED');
    return { ...toWireDiscountTicket(row, 'EN', ctx.sim.clock.now()), username: row.member.username };
  }),

  cancel: adminProcedure.input(discountTicketRefInput).mutation(async ({ ctx, input }) => {
    const merchant = await requireMerchant(ctx, input);
    const row = await closeDiscountTicket(ctx.sim, merchant.code, input.transactionId, 'CANCELLED');
    return { ...toWireDiscountTicket(row, 'EN', ctx.sim.clock.now()), username: row.member.username };
  }),
});

export const extraRewardsRouter = router({
  /** newest first, every status (UNAPPLIED past its expiry reads EXPIRED) */
  list: adminProcedure
    .input(listVouchersInput)
    .query(async ({ ctx, input }) => listExtraRewards(ctx.sim, await memberFilter(ctx, input))),

  grant: adminProcedure.input(grantExtraRewardInput).mutation(async ({ ctx, input }) => {
    const merchant = await requireMerchant(ctx, input);
    const promotion = await promotionCoded(ctx.sim, merchant.code, input.promotionCode);
    const member = await requireMember(ctx, merchant.code, input.username);
    const row = await grantExtraReward(ctx.sim, promotion, member.id, input);
    return { ...toWireExtraReward(row, 'EN', ctx.sim.clock.now()), username: member.username };
  }),

  /** UNAPPLIED -> CANCELLED; an applied one was paid and stays */
  cancel: adminProcedure.input(extraRewardRefInput).mutation(async ({ ctx, input }) => {
    const merchant = await requireMerchant(ctx, input);
    const row = await cancelExtraReward(ctx.sim, merchant.code, input.claimId);
    return { ...toWireExtraReward(row, 'EN', ctx.sim.clock.now()), username: row.member.username };
  }),
});
