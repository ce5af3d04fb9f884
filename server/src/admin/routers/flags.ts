// flags.*: the white-label module switches of a merchant.
import { setFlagInput } from '@sim/shared/admin/flags';
import { merchantInput } from '@sim/shared/admin/system';
import { flattenModules, MODULE_IDS } from '@sim/shared/flags';
import { TRPCError } from '@trpc/server';
import { isModuleOn } from '../../domain/merchants/flags.ts';
import { adminProcedure, merchantOf, router } from '../trpc.ts';

export const flagsRouter = router({
  list: adminProcedure.input(merchantInput).query(async ({ ctx, input }) => {
    const merchant = await ctx.sim.merchants.get(merchantOf(ctx, input));
    if (!merchant) throw new TRPCError({ code: 'NOT_FOUND', message: 'Unknown merchant' });
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
    const merchantCode = merchantOf(ctx, input);
    await ctx.sim.db.featureFlag.upsert({
      where: { merchantCode_modId: { merchantCode, modId: input.modId } },
      create: { merchantCode, modId: input.modId, enabled: input.enabled },
      update: { enabled: input.enabled },
    });
    ctx.sim.merchants.invalidate(merchantCode);
    return { modId: input.modId, enabled: input.enabled };
  }),
});
