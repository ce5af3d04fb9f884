// merchants.*: the merchants a QA suite's staging data names, beside the seeded sim001 and sim002.
import { createMerchantInput } from '@sim/shared/admin/merchants';
import { createMerchant } from '../../domain/merchants/create-merchant.ts';
import { listMerchants } from '../../domain/merchants/merchant-list.ts';
import { adminProcedure, router } from '../trpc.ts';

export const merchantsRouter = router({
  list: adminProcedure.query(({ ctx }) => listMerchants(ctx.sim.db)),
  /** Creates the merchant with the seeded defaults for its currency; an existing one is left as it is. */
  create: adminProcedure
    .input(createMerchantInput)
    .mutation(({ ctx, input }) => createMerchant(ctx.sim, input)),
});
