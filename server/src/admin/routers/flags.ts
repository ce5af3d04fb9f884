// flags.*: the white-label module switches of a merchant.
import { setFlagInput } from '@sim/shared/admin/flags';
import { merchantInput } from '@sim/shared/admin/system';
import { moduleSwitches, setModule } from '../../domain/merchants/flags.ts';
import { adminProcedure, requireMerchant, router } from '../trpc.ts';

export const flagsRouter = router({
  list: adminProcedure
    .input(merchantInput)
    .query(async ({ ctx, input }) => moduleSwitches(await requireMerchant(ctx, input))),

  set: adminProcedure.input(setFlagInput).mutation(async ({ ctx, input }) => {
    await setModule(ctx.sim.merchants, await requireMerchant(ctx, input), input.modId, input.enabled);
    return { modId: input.modId, enabled: input.enabled };
  }),
});
