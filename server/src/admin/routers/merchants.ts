// merchants.*: the merchants a QA suite's staging data names, beside the seeded sim001 and sim002.
import { createMerchantInput } from '@sim/shared/admin/merchants';
import { merchantSpecOf, provisionMerchant } from '../../domain/merchants/provision.ts';
import { adminProcedure, router } from '../trpc.ts';

export const merchantsRouter = router({
  list: adminProcedure.query(({ ctx }) =>
    ctx.sim.db.merchant.findMany({
      select: { code: true, name: true, currency: true, defaultLanguage: true },
      orderBy: { code: 'asc' },
    }),
  ),
  /** Creates the merchant with the seeded defaults for its currency; an existing one is left as it is. */
  create: adminProcedure.input(createMerchantInput).mutation(async ({ ctx, input }) => {
    const spec = merchantSpecOf({ ...input, singleWallet: input.wallet === 'single' });
    await provisionMerchant(ctx.sim.db, spec);
    ctx.sim.merchants.invalidate(spec.code);
    const merchant = await ctx.sim.merchants.get(spec.code);
    return {
      code: spec.code,
      name: merchant?.name ?? spec.name,
      currency: merchant?.currency ?? spec.currency,
      defaultLanguage: merchant?.defaultLanguage ?? spec.defaultLanguage,
      singleWallet: merchant?.config.singleWallet ?? spec.singleWallet,
    };
  }),
});
