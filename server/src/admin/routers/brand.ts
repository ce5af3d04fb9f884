// brand.* and registerFields.*: merchant settings the account flows read (loginedToHomePage,
// password age, languages; which register fields show, are required, and their rules).
import { setBrandInput, setRegisterFieldInput } from '@sim/shared/admin/brand';
import { merchantInput } from '@sim/shared/admin/system';
import { setBrand } from '../../domain/merchants/brand.ts';
import { setRegisterField } from '../../domain/merchants/register-fields.ts';
import { adminProcedure, requireMerchant, router } from '../trpc.ts';

export const brandRouter = router({
  get: adminProcedure.input(merchantInput).query(async ({ ctx, input }) => {
    const merchant = await requireMerchant(ctx, input);
    return {
      merchant: merchant.code,
      name: merchant.name,
      defaultLanguage: merchant.defaultLanguage,
      supportedLanguages: merchant.supportedLanguages,
      ...merchant.config,
    };
  }),

  set: adminProcedure.input(setBrandInput).mutation(async ({ ctx, input }) => {
    const { merchant: code, ...changes } = input;
    const merchant = await requireMerchant(ctx, { merchant: code });
    return { merchant: merchant.code, ...(await setBrand(ctx.sim.merchants, merchant, changes)) };
  }),
});

export const registerFieldsRouter = router({
  list: adminProcedure
    .input(merchantInput)
    .query(async ({ ctx, input }) => (await requireMerchant(ctx, input)).registerRules),

  set: adminProcedure.input(setRegisterFieldInput).mutation(async ({ ctx, input }) => {
    const { merchant: code, field, ...changes } = input;
    const merchant = await requireMerchant(ctx, { merchant: code });
    return { field, ...(await setRegisterField(ctx.sim.merchants, merchant, field, changes)) };
  }),
});
