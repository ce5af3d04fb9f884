// promotions.*: the operator's promotions (create, edit, close), members' participations and
// applications (review, decide, issue), reward-centre tickets and the prizes QA forces.
import {
  decideApplicationInput,
  editPromotionInput,
  forceTicketOutcomeInput,
  grantTicketInput,
  issuePromotionInput,
  listParticipationsInput,
  listPromotionsInput,
  listTicketsInput,
  participationIdInput,
  promotionIdInput,
  promotionInputSchema,
} from '@sim/shared/admin/promotions';
import { TRPCError } from '@trpc/server';
import {
  adminParticipation,
  listParticipations,
  listPromotions,
  listTickets,
} from '../../domain/promotions/back-office.ts';
import {
  closePromotion,
  decideApplication,
  editPromotion,
  forcePrize,
  grantTickets,
  issueReward,
  requireMerchantPromotion,
  reviewApplication,
  savePromotion,
  toAdminPromotion,
} from '../../domain/promotions/operator.ts';
import { toWireTicket } from '../../domain/promotions/tickets.ts';
import { type AdminContext, adminProcedure, requireMember, requireMerchant, router } from '../trpc.ts';

async function participationAnswer(ctx: AdminContext, participationId: number) {
  const answer = await adminParticipation(ctx.sim.db, participationId);
  if (!answer) throw new TRPCError({ code: 'NOT_FOUND', message: `No participation ${participationId}` });
  return answer;
}

async function promotionOf(ctx: AdminContext, input: { merchant?: string; promotionId: number }) {
  const merchant = await requireMerchant(ctx, input);
  return requireMerchantPromotion(ctx.sim, merchant.code, input.promotionId);
}

export const promotionsRouter = router({
  list: adminProcedure.input(listPromotionsInput).query(async ({ ctx, input }) => {
    const merchant = await requireMerchant(ctx, input);
    const rows = await listPromotions(ctx.sim.db, merchant.code, input);
    return Promise.all(rows.map((row) => toAdminPromotion(ctx.sim, row)));
  }),

  get: adminProcedure
    .input(promotionIdInput)
    .query(async ({ ctx, input }) => toAdminPromotion(ctx.sim, await promotionOf(ctx, input))),

  /** creates, or edits the promotion with the same code */
  create: adminProcedure.input(promotionInputSchema).mutation(async ({ ctx, input }) => {
    const merchant = await requireMerchant(ctx, input);
    return toAdminPromotion(ctx.sim, await savePromotion(ctx.sim, merchant.code, input));
  }),

  edit: adminProcedure.input(editPromotionInput).mutation(async ({ ctx, input }) => {
    const { promotionId, ...changes } = input;
    const promotion = await promotionOf(ctx, input);
    return toAdminPromotion(
      ctx.sim,
      await editPromotion(ctx.sim, promotion.merchantCode, promotionId, changes),
    );
  }),

  close: adminProcedure.input(promotionIdInput).mutation(async ({ ctx, input }) => {
    const promotion = await promotionOf(ctx, input);
    return toAdminPromotion(ctx.sim, await closePromotion(ctx.sim, promotion.merchantCode, promotion.id));
  }),

  /** newest first; images only in `participation` */
  participations: adminProcedure.input(listParticipationsInput).query(async ({ ctx, input }) => {
    const merchant = await requireMerchant(ctx, input);
    const member = input.username ? await requireMember(ctx, merchant.code, input.username) : null;
    return listParticipations(ctx.sim.db, {
      merchantCode: merchant.code,
      memberId: member?.id,
      promotionId: input.promotionId,
      status: input.status,
      limit: input.limit,
    });
  }),

  participation: adminProcedure
    .input(participationIdInput)
    .query(({ ctx, input }) => participationAnswer(ctx, input.participationId)),

  /** APPLYING -> PROCESS */
  review: adminProcedure.input(participationIdInput).mutation(async ({ ctx, input }) => {
    await reviewApplication(ctx.sim, input.participationId);
    return participationAnswer(ctx, input.participationId);
  }),

  /** APPLYING or PROCESS -> ISSUED (amount: default the promotion's rule) or REJECTED */
  decide: adminProcedure.input(decideApplicationInput).mutation(async ({ ctx, input }) => {
    await decideApplication(ctx.sim, input);
    return participationAnswer(ctx, input.participationId);
  }),

  /** gives a member the promotion's reward to claim (ISSUED) */
  issue: adminProcedure.input(issuePromotionInput).mutation(async ({ ctx, input }) => {
    const promotion = await promotionOf(ctx, input);
    const member = await requireMember(ctx, promotion.merchantCode, input.username);
    const issued = await issueReward(ctx.sim, promotion, member.id, input.amount, input.remark);
    return participationAnswer(ctx, issued.id);
  }),

  grantTickets: adminProcedure.input(grantTicketInput).mutation(async ({ ctx, input }) => {
    const promotion = await promotionOf(ctx, input);
    const member = await requireMember(ctx, promotion.merchantCode, input.username);
    const tickets = await grantTickets(ctx.sim, promotion, member.id, input.count);
    const now = ctx.sim.clock.now();
    return tickets.map((ticket) => ({
      ...toWireTicket({ ...ticket, promotion }, 'EN', now),
      username: member.username,
    }));
  }),

  tickets: adminProcedure.input(listTicketsInput).query(async ({ ctx, input }) => {
    const merchant = await requireMerchant(ctx, input);
    const member = input.username ? await requireMember(ctx, merchant.code, input.username) : null;
    const filter = {
      merchantCode: merchant.code,
      memberId: member?.id,
      status: input.status,
      limit: input.limit,
    };
    return listTickets(ctx.sim.db, filter, ctx.sim.clock.now());
  }),

  /** the next spin or raffle draw (of the member and/or promotion) lands on prizes[prizeIndex] */
  forceOutcome: adminProcedure.input(forceTicketOutcomeInput).mutation(async ({ ctx, input }) => {
    const merchant = await requireMerchant(ctx, input);
    const member = input.username ? await requireMember(ctx, merchant.code, input.username) : null;
    const promotion = input.promotionId
      ? await requireMerchantPromotion(ctx.sim, merchant.code, input.promotionId)
      : null;
    const forced = await forcePrize(ctx.sim, merchant.code, {
      memberId: member?.id ?? null,
      promotion,
      prizeIndex: input.prizeIndex,
    });
    return {
      id: forced.id,
      username: member?.username ?? null,
      promotionId: promotion?.id ?? null,
      prizeIndex: forced.prizeIndex,
    };
  }),
});
