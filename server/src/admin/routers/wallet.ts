// wallet.*: the books — an audit that proves they balance, and manual credits and debits.
import { randomUUID } from 'node:crypto';
import { adjustInput } from '@sim/shared/admin/wallet';
import { toMajor, toMinor } from '@sim/shared/money';
import { TRPCError } from '@trpc/server';
import { auditLedger } from '../../domain/wallet/audit.ts';
import { ensureHouseAccount, ensureMemberWallet, post } from '../../domain/wallet/ledger.ts';
import { PlatformError } from '../../platform/errors.ts';
import { adminProcedure, requireMerchant, router } from '../trpc.ts';

export const walletRouter = router({
  audit: adminProcedure.query(({ ctx }) => auditLedger(ctx.sim.db)),

  adjust: adminProcedure.input(adjustInput).mutation(async ({ ctx, input }) => {
    const merchant = await requireMerchant(ctx, input);
    const member = await ctx.sim.db.member.findUnique({
      where: {
        merchantCode_username: { merchantCode: merchant.code, username: input.username.toLowerCase() },
      },
    });
    if (!member) throw new TRPCError({ code: 'NOT_FOUND', message: `No member ${input.username}` });
    const amountMinor = toMinor(input.amount);
    try {
      return await ctx.sim.db.$transaction(async (tx) => {
        const wallet = await ensureMemberWallet(tx, merchant.code, member.id);
        const house = await ensureHouseAccount(tx, merchant.code, 'ADJUSTMENT');
        const posted = await post(tx, {
          idempotencyKey: `adjust/${input.idempotencyKey ?? randomUUID()}`,
          kind: amountMinor > 0n ? 'ADJUST_CREDIT' : 'ADJUST_DEBIT',
          memo: input.reason,
          postedAt: ctx.sim.clock.now(),
          lines: [
            { accountId: house.id, amountMinor: -amountMinor },
            { accountId: wallet.id, amountMinor },
          ],
        });
        const after = await tx.walletAccount.findUniqueOrThrow({ where: { id: wallet.id } });
        return { username: member.username, balance: toMajor(after.balanceMinor), replayed: posted.replayed };
      });
    } catch (error) {
      if (error instanceof PlatformError)
        throw new TRPCError({ code: 'BAD_REQUEST', message: error.message });
      throw error;
    }
  }),
});
