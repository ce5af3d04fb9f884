// points.*: the points mall's back office — settings (rates per category, conversion), goods, redeem
// decisions, members' points and grants. rebate.*: cashback settings and the claims made (the module
// itself is the MANPLAYREB3 flag). Both call the areas' domain services.
import {
  createGoodsInput,
  decideRedeemInput,
  grantPointsInput,
  listGoodsInput,
  listRedeemsInput,
  memberPointsInput,
  merchantOnlyInput,
  setPointSettingsInput,
  updateGoodsInput,
} from '@sim/shared/admin/points';
import { listRebateClaimsInput, rebateMerchantInput, setRebateSettingsInput } from '@sim/shared/admin/rebate';
import { listRedeems, memberPoints } from '../../domain/points/back-office.ts';
import { createGoods, listGoods, toAdminGoods, updateGoods } from '../../domain/points/goods.ts';
import { grantPoints } from '../../domain/points/grants.ts';
import { pointBalanceCenti } from '../../domain/points/point-book.ts';
import { decideRedeem, type RedeemDecision, toWireRedeem } from '../../domain/points/redeems.ts';
import { pointSettings, setPointSettings } from '../../domain/points/settings.ts';
import { pointsOf } from '../../domain/points/units.ts';
import { listRebateClaims } from '../../domain/rebate/back-office.ts';
import { rebateSettings, setRebateSettings } from '../../domain/rebate/settings.ts';
import {
  type AdminContext,
  adminProcedure,
  merchantOf,
  requireMember,
  requireMerchant,
  router,
} from '../trpc.ts';

async function decide(
  ctx: AdminContext,
  input: { merchant?: string; redeemNo: string; remark?: string },
  decision: RedeemDecision,
) {
  const merchant = await requireMerchant(ctx, input);
  const { redeem, replayed } = await decideRedeem(
    ctx.sim,
    merchant.code,
    input.redeemNo,
    decision,
    input.remark,
  );
  return { ...toWireRedeem(redeem), replayed };
}

export const pointsRouter = router({
  settings: adminProcedure.input(merchantOnlyInput).query(async ({ ctx, input }) => {
    const merchant = await requireMerchant(ctx, input);
    return { merchant: merchant.code, ...(await pointSettings(ctx.sim.db, merchant.code)) };
  }),

  /** rates given replace those categories' rates; the rest stays */
  setSettings: adminProcedure.input(setPointSettingsInput).mutation(async ({ ctx, input }) => {
    const { merchant: code, ...change } = input;
    const merchant = await requireMerchant(ctx, { merchant: code });
    return { merchant: merchant.code, ...(await setPointSettings(ctx.sim.db, merchant.code, change)) };
  }),

  goods: adminProcedure.input(listGoodsInput).query(async ({ ctx, input }) => {
    const merchant = await requireMerchant(ctx, input);
    return (await listGoods(ctx.sim.db, merchant.code, input?.includeClosed ?? true)).map(toAdminGoods);
  }),

  createGoods: adminProcedure.input(createGoodsInput).mutation(async ({ ctx, input }) => {
    const { merchant: code, ...goods } = input;
    const merchant = await requireMerchant(ctx, { merchant: code });
    return toAdminGoods(await createGoods(ctx.sim.db, merchant.code, goods));
  }),

  /** `closed: true` takes goods out of the mall; `stock` sets what is left */
  updateGoods: adminProcedure.input(updateGoodsInput).mutation(async ({ ctx, input }) => {
    const { merchant: code, rewardId, ...change } = input;
    const merchant = await requireMerchant(ctx, { merchant: code });
    return toAdminGoods(await updateGoods(ctx.sim.db, merchant.code, rewardId, change));
  }),

  /** newest first; filter by member and status */
  redeems: adminProcedure.input(listRedeemsInput).query(async ({ ctx, input }) => {
    const merchantCode = merchantOf(ctx, input);
    const member = input?.username ? await requireMember(ctx, merchantCode, input.username) : null;
    return listRedeems(ctx.sim.db, {
      merchantCode,
      memberId: member?.id,
      status: input?.status,
      limit: input?.limit ?? 50,
    });
  }),

  approveRedeem: adminProcedure
    .input(decideRedeemInput)
    .mutation(({ ctx, input }) => decide(ctx, input, 'APPROVED')),

  /** gives the points and the stock back */
  rejectRedeem: adminProcedure
    .input(decideRedeemInput)
    .mutation(({ ctx, input }) => decide(ctx, input, 'REJECTED')),

  /** a member's balance, totals and latest points record lines */
  member: adminProcedure.input(memberPointsInput).query(async ({ ctx, input }) => {
    const merchant = await requireMerchant(ctx, input);
    const member = await requireMember(ctx, merchant.code, input.username);
    return {
      username: member.username,
      ...(await memberPoints(ctx.sim.db, member.id, input.type, input.limit)),
    };
  }),

  /** positive grants, negative takes (never below zero); once per idempotencyKey */
  grant: adminProcedure.input(grantPointsInput).mutation(async ({ ctx, input }) => {
    const merchant = await requireMerchant(ctx, input);
    const member = await requireMember(ctx, merchant.code, input.username);
    const { replayed } = await grantPoints(ctx.sim, {
      merchantCode: merchant.code,
      memberId: member.id,
      points: input.points,
      remark: input.remark,
      idempotencyKey: input.idempotencyKey,
    });
    return {
      username: member.username,
      pointBalance: pointsOf(await pointBalanceCenti(ctx.sim.db, member.id)),
      replayed,
    };
  }),
});

export const rebateRouter = router({
  settings: adminProcedure.input(rebateMerchantInput).query(async ({ ctx, input }) => {
    const merchant = await requireMerchant(ctx, input);
    return { merchant: merchant.code, ...(await rebateSettings(ctx.sim.db, merchant.code)) };
  }),

  /** rates given replace those product types' rates; 0 takes a type out */
  setSettings: adminProcedure.input(setRebateSettingsInput).mutation(async ({ ctx, input }) => {
    const { merchant: code, ...change } = input;
    const merchant = await requireMerchant(ctx, { merchant: code });
    return { merchant: merchant.code, ...(await setRebateSettings(ctx.sim.db, merchant.code, change)) };
  }),

  /** newest first; filter by member */
  claims: adminProcedure.input(listRebateClaimsInput).query(async ({ ctx, input }) => {
    const merchantCode = merchantOf(ctx, input);
    const member = input?.username ? await requireMember(ctx, merchantCode, input.username) : null;
    return listRebateClaims(ctx.sim.db, { merchantCode, memberId: member?.id, limit: input?.limit ?? 50 });
  }),
});
