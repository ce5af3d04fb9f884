// wallet.*: the books — an audit that proves they balance, manual credits and debits, and bonuses.
// Both land in the member's account record as orders.
import { grantBonusInput } from '@sim/shared/admin/cashier';
import { adjustInput } from '@sim/shared/admin/wallet';
import { toMajor, toMinor } from '@sim/shared/money';
import { adjustBalance, grantBonus } from '../../domain/cashier/adjustments.ts';
import { auditLedger } from '../../domain/wallet/audit.ts';
import { type AdminContext, adminProcedure, requireMember, requireMerchant, router } from '../trpc.ts';

type Booking = typeof adjustBalance;

/** An adjustment or a bonus for the named member, answered with the order and the new balance. */
async function book(
  ctx: AdminContext,
  input: { merchant?: string; username: string; amount: number; idempotencyKey?: string },
  reason: string,
  booking: Booking,
) {
  const merchant = await requireMerchant(ctx, input);
  const member = await requireMember(ctx, merchant.code, input.username);
  const booked = await booking(ctx.sim, {
    merchantCode: merchant.code,
    memberId: member.id,
    amountMinor: toMinor(input.amount),
    reason,
    requestId: input.idempotencyKey && `admin/${input.idempotencyKey}`,
  });
  return {
    username: member.username,
    referenceNo: booked.order.referenceNo,
    balance: toMajor(booked.balanceMinor),
    replayed: booked.replayed,
  };
}

export const walletRouter = router({
  audit: adminProcedure.query(({ ctx }) => auditLedger(ctx.sim.db)),

  adjust: adminProcedure
    .input(adjustInput)
    .mutation(({ ctx, input }) => book(ctx, input, input.reason, adjustBalance)),

  grantBonus: adminProcedure
    .input(grantBonusInput)
    .mutation(({ ctx, input }) => book(ctx, input, input.name, grantBonus)),
});
