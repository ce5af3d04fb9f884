// wallet.*: the books — an audit that proves they balance, manual credits and debits, and bonuses.
// Both land in the member's account record as orders.
import { grantBonusInput } from '@sim/shared/admin/cashier';
import { adjustInput } from '@sim/shared/admin/wallet';
import { toMajor, toMinor } from '@sim/shared/money';
import { adjustBalance, grantBonus } from '../../domain/cashier/adjustments.ts';
import { auditLedger } from '../../domain/wallet/audit.ts';
import { adminProcedure, requireMember, requireMerchant, router } from '../trpc.ts';

export const walletRouter = router({
  audit: adminProcedure.query(({ ctx }) => auditLedger(ctx.sim.db)),

  adjust: adminProcedure.input(adjustInput).mutation(async ({ ctx, input }) => {
    const merchant = await requireMerchant(ctx, input);
    const member = await requireMember(ctx, merchant.code, input.username);
    const booked = await adjustBalance(ctx.sim, {
      merchantCode: merchant.code,
      memberId: member.id,
      amountMinor: toMinor(input.amount),
      reason: input.reason,
      idempotencyKey: input.idempotencyKey,
    });
    return {
      username: member.username,
      referenceNo: booked.order.referenceNo,
      balance: toMajor(booked.balanceMinor),
      replayed: booked.replayed,
    };
  }),

  grantBonus: adminProcedure.input(grantBonusInput).mutation(async ({ ctx, input }) => {
    const merchant = await requireMerchant(ctx, input);
    const member = await requireMember(ctx, merchant.code, input.username);
    const booked = await grantBonus(ctx.sim, {
      merchantCode: merchant.code,
      memberId: member.id,
      amountMinor: toMinor(input.amount),
      reason: input.name,
      idempotencyKey: input.idempotencyKey,
    });
    return {
      username: member.username,
      referenceNo: booked.order.referenceNo,
      balance: toMajor(booked.balanceMinor),
      replayed: booked.replayed,
    };
  }),
});
