// live.*: the live show's models (CBS_modelList) and switching one online or offline.
import { listLiveModelsInput, setLiveModelInput } from '@sim/shared/admin/live';
import { liveModels, setModelOnline } from '../../domain/live/models.ts';
import { adminProcedure, requireMerchant, router } from '../trpc.ts';

export const liveRouter = router({
  models: adminProcedure.input(listLiveModelsInput).query(async ({ ctx, input }) => {
    const merchant = await requireMerchant(ctx, input);
    return liveModels(ctx.sim.db, merchant.code);
  }),

  setOnline: adminProcedure.input(setLiveModelInput).mutation(async ({ ctx, input }) => {
    const merchant = await requireMerchant(ctx, input);
    return setModelOnline(ctx.sim, merchant.code, input.code, input.online);
  }),
});
