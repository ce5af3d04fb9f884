// brand.* and registerFields.*: merchant settings the account flows read (loginedToHomePage,
// password age, languages; which register fields show, are required, and their rules).
import { setBrandInput, setRegisterFieldInput } from '@sim/shared/admin/brand';
import { merchantInput } from '@sim/shared/admin/system';
import { REGISTER_PATTERNS } from '@sim/shared/register-patterns';
import { TRPCError } from '@trpc/server';
import { siteConfigSchema } from '../../domain/merchants/site-config.ts';
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
    const merchant = await requireMerchant(ctx, input);
    const { merchant: _code, name, defaultLanguage, supportedLanguages, ...configChanges } = input;
    const defined = Object.fromEntries(Object.entries(configChanges).filter(([, v]) => v !== undefined));
    const config = siteConfigSchema.parse({ ...merchant.config, ...defined });
    await ctx.sim.db.merchant.update({
      where: { code: merchant.code },
      data: { config, name, defaultLanguage, supportedLanguages },
    });
    ctx.sim.merchants.invalidate(merchant.code);
    return { merchant: merchant.code, ...config };
  }),
});

export const registerFieldsRouter = router({
  list: adminProcedure
    .input(merchantInput)
    .query(async ({ ctx, input }) => (await requireMerchant(ctx, input)).registerRules),

  set: adminProcedure.input(setRegisterFieldInput).mutation(async ({ ctx, input }) => {
    const merchant = await requireMerchant(ctx, input);
    const current = merchant.registerRules[input.field];
    if (!current)
      throw new TRPCError({ code: 'BAD_REQUEST', message: `Unknown register field ${input.field}` });
    const next = {
      enabled: input.enabled ?? current.enabled,
      required: input.required ?? current.required,
      patternId: input.patternId ?? current.patternId,
      minLength: input.minLength ?? current.minLength,
      maxLength: input.maxLength ?? current.maxLength,
    };
    if (next.minLength > next.maxLength)
      throw new TRPCError({ code: 'BAD_REQUEST', message: 'minLength exceeds maxLength' });
    const acceptedPattern = REGISTER_PATTERNS[next.patternId] ?? '*';
    await ctx.sim.db.registerField.update({
      where: { merchantCode_field: { merchantCode: merchant.code, field: input.field } },
      data: { ...next, acceptedPattern },
    });
    ctx.sim.merchants.invalidate(merchant.code);
    return { field: input.field, ...next, acceptedPattern };
  }),
});
