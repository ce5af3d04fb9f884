// members.*: personas on demand (member, agent of any type under an upline, trial, VIP rank,
// default or expired password, locked, with a balance), looking them up or changing them, and
// lifting a payment-password lock.
import {
  createMemberInput,
  listMembersInput,
  memberRefInput,
  updateMemberInput,
} from '@sim/shared/admin/members';
import { listMemberSummaries, memberSummary } from '../../domain/accounts/member-summary.ts';
import { createPersona, updatePersona } from '../../domain/accounts/personas.ts';
import { unlockPaymentPassword } from '../../domain/cashier/payment-password.ts';
import { adminProcedure, requireMember, requireMerchant, router } from '../trpc.ts';

export const membersRouter = router({
  create: adminProcedure.input(createMemberInput).mutation(async ({ ctx, input }) => {
    const { merchant: code, ...persona } = input;
    return createPersona(ctx.sim, await requireMerchant(ctx, { merchant: code }), persona);
  }),

  list: adminProcedure.input(listMembersInput).query(async ({ ctx, input }) => {
    const merchant = await requireMerchant(ctx, input);
    return listMemberSummaries(ctx.sim.db, merchant, ctx.sim.clock.now(), {
      type: input?.type,
      search: input?.search,
      limit: input?.limit ?? 100,
    });
  }),

  get: adminProcedure.input(memberRefInput).query(async ({ ctx, input }) => {
    const merchant = await requireMerchant(ctx, input);
    const member = await requireMember(ctx, merchant.code, input.username);
    return memberSummary(ctx.sim.db, merchant, ctx.sim.clock.now(), member.id);
  }),

  /** A live session for the member, as if they had logged in: open the site with `/index?token=<token>`. */
  loginAs: adminProcedure.input(memberRefInput).mutation(async ({ ctx, input }) => {
    const merchant = await requireMerchant(ctx, input);
    const member = await requireMember(ctx, merchant.code, input.username);
    const token = await ctx.sim.sessions.open(member.id, { ip: 'admin' });
    return { token, username: member.username, siteUrl: `/index?token=${token}` };
  }),

  update: adminProcedure.input(updateMemberInput).mutation(async ({ ctx, input }) => {
    const { merchant: code, username, ...changes } = input;
    const merchant = await requireMerchant(ctx, { merchant: code });
    const member = await requireMember(ctx, merchant.code, username);
    return updatePersona(ctx.sim, merchant, member.id, changes);
  }),

  /** Lifts the lock five wrong payment passwords set (and forgets the wrong tries so far). */
  unlockPaymentPassword: adminProcedure.input(memberRefInput).mutation(async ({ ctx, input }) => {
    const merchant = await requireMerchant(ctx, input);
    const member = await requireMember(ctx, merchant.code, input.username);
    await unlockPaymentPassword(ctx.sim.db, member.id);
    return memberSummary(ctx.sim.db, merchant, ctx.sim.clock.now(), member.id);
  }),
});
