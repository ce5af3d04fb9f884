// cashier.*: the back office of the cashier — the orders, deposit decisions, withdrawal payouts and
// disputes, the merchant's cashier settings, and running the automatic steps now.
import {
  listOrdersInput,
  orderRefInput,
  resolveWithdrawalInput,
  setCashierSettingsInput,
} from '@sim/shared/admin/cashier';
import { merchantInput } from '@sim/shared/admin/system';
import { TRPCError } from '@trpc/server';
import { listOrders, toAdminOrder } from '../../domain/cashier/back-office.ts';
import { decideDeposit } from '../../domain/cashier/deposits.ts';
import { findOrderWithUsername } from '../../domain/cashier/orders.ts';
import { setCashierSettings } from '../../domain/cashier/settings.ts';
import { sweepDueOrders } from '../../domain/cashier/sweeper.ts';
import {
  forceReceive,
  payWithdrawal,
  rejectWithdrawal,
  resolveWithdrawal,
} from '../../domain/cashier/withdrawals.ts';
import { type AdminContext, adminProcedure, requireMember, requireMerchant, router } from '../trpc.ts';

async function requireOrder(ctx: AdminContext, referenceNo: string) {
  const order = await findOrderWithUsername(ctx.sim.db, referenceNo);
  if (!order) throw new TRPCError({ code: 'NOT_FOUND', message: `No order ${referenceNo}` });
  return order;
}

async function orderMerchant(ctx: AdminContext, referenceNo: string) {
  return requireMerchant(ctx, { merchant: (await requireOrder(ctx, referenceNo)).merchantCode });
}

const answer = async (ctx: AdminContext, referenceNo: string) =>
  toAdminOrder(await requireOrder(ctx, referenceNo), true);

export const cashierRouter = router({
  settings: adminProcedure.input(merchantInput).query(async ({ ctx, input }) => {
    const merchant = await requireMerchant(ctx, input);
    return { merchant: merchant.code, ...merchant.config.cashier };
  }),

  setSettings: adminProcedure.input(setCashierSettingsInput).mutation(async ({ ctx, input }) => {
    const { merchant: code, ...changes } = input;
    const merchant = await requireMerchant(ctx, { merchant: code });
    return { merchant: merchant.code, ...(await setCashierSettings(ctx.sim.merchants, merchant, changes)) };
  }),

  /** newest first; filter by member, type and status */
  orders: adminProcedure.input(listOrdersInput).query(async ({ ctx, input }) => {
    const merchant = await requireMerchant(ctx, input);
    const member = input.username ? await requireMember(ctx, merchant.code, input.username) : null;
    return listOrders(ctx.sim.db, {
      merchantCode: merchant.code,
      memberId: member?.id,
      type: input.type,
      status: input.status,
      limit: input.limit,
    });
  }),

  /** one order with its proof images */
  order: adminProcedure.input(orderRefInput).query(({ ctx, input }) => answer(ctx, input.referenceNo)),

  approveDeposit: adminProcedure.input(orderRefInput).mutation(async ({ ctx, input }) => {
    await decideDeposit(ctx.sim, input.referenceNo, true, input.remark);
    return answer(ctx, input.referenceNo);
  }),

  rejectDeposit: adminProcedure.input(orderRefInput).mutation(async ({ ctx, input }) => {
    await decideDeposit(ctx.sim, input.referenceNo, false, input.remark);
    return answer(ctx, input.referenceNo);
  }),

  payWithdrawal: adminProcedure.input(orderRefInput).mutation(async ({ ctx, input }) => {
    await payWithdrawal(
      ctx.sim,
      await orderMerchant(ctx, input.referenceNo),
      input.referenceNo,
      input.remark,
    );
    return answer(ctx, input.referenceNo);
  }),

  rejectWithdrawal: adminProcedure.input(orderRefInput).mutation(async ({ ctx, input }) => {
    await rejectWithdrawal(ctx.sim, input.referenceNo, input.remark);
    return answer(ctx, input.referenceNo);
  }),

  /** after the member said NOT_RECEIVED: FULLY_PAID closes it, REFUNDED gives the money back */
  resolveWithdrawal: adminProcedure.input(resolveWithdrawalInput).mutation(async ({ ctx, input }) => {
    await resolveWithdrawal(ctx.sim, input.referenceNo, input.outcome, input.remark);
    return answer(ctx, input.referenceNo);
  }),

  /** counted as received whatever the member says; never refunded */
  forceReceive: adminProcedure.input(orderRefInput).mutation(async ({ ctx, input }) => {
    await forceReceive(ctx.sim, input.referenceNo, input.remark);
    return answer(ctx, input.referenceNo);
  }),

  /** applies every automatic step due on the simulated clock now */
  sweep: adminProcedure.mutation(async ({ ctx }) => ({ moved: await sweepDueOrders(ctx.sim) })),
});
