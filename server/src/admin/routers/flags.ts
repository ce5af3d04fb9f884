// flags.*: the white-label module switches of a merchant.
import { setFlagInput } from '@sim/shared/admin/flags';
import { merchantInput } from '@sim/shared/admin/system';
import { flattenModules, MODULE_IDS } from '@sim/shared/flags';
import { TRPCError } from '@trpc/server';
import { isModuleOn } from '../../domain/merchants/flags.ts';
import { adminProcedure, requireMerchant, router } from '../trpc.ts';

export const flagsRouter = router({
  list: adminProcedure.input(merchantInput).query(async ({ ctx, input }) => {
    const merchant = await requireMerchant(ctx, input);
    return flattenModules().map((module) => ({
      modId: module.modId,
      description: module.description,
      enabled: merchant.flags.get(module.modId) ?? false,
      /** on only while every parent is on too */
      effective: isModuleOn(merchant, module.modId),
    }));
  }),

  set: adminProcedure.input(setFlagInput).mutation(async ({ ctx, input }) => {
    if (!MODULE_IDS.includes(input.modId)) {
      throw new TRPCError({ code: 'BAD_REQUEST', message: `Unknown module ${input.modId}` });
    }
    const { code: merchantCode } = await requireMerchant(ctx, input);
    await ctx.sim.db.featureFlag.upsert({
      where: { merchantCode_modId: { merchantCode, modId: input.modId } },
      create: { merchantCode, modId: input.modId, enabled: input.enabled },
      update: { enabled: input.enabled },
    });
    ctx.sim.merchants.invalidate(merchantCode);
    return { modId: input.modId, enabled: input.enabled };
  }),
});
