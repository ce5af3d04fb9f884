// data.*: back to the seed.
import { seed, wipe } from '../../seed/index.ts';
import { reloadServices } from '../../services.ts';
import { adminProcedure, router } from '../trpc.ts';

export const dataRouter = router({
  reset: adminProcedure.mutation(async ({ ctx }) => {
    await wipe(ctx.sim.db);
    await seed(ctx.sim.db, new Date());
    await reloadServices(ctx.sim);
    return { reset: true };
  }),
});
