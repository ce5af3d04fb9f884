// system.*: maintenance, region restriction and where visitors seem to come from.
import { merchantInput, setClientLocationInput, setStatusInput } from '@sim/shared/admin/system';
import { TRPCError } from '@trpc/server';
import { buildSystemStatus } from '../../domain/system/status.ts';
import { adminProcedure, merchantOf, router } from '../trpc.ts';

const toDate = (value: string | number | null | undefined) =>
  value === undefined ? undefined : value === null ? null : new Date(value);

async function loadMerchant(ctx: Parameters<typeof merchantOf>[0], code: string) {
  const merchant = await ctx.sim.merchants.get(code);
  if (!merchant) throw new TRPCError({ code: 'NOT_FOUND', message: `Unknown merchant ${code}` });
  return merchant;
}

export const systemRouter = router({
  /** The status a visitor from the simulated location would get now. */
  get: adminProcedure.input(merchantInput).query(async ({ ctx, input }) => {
    const merchant = await loadMerchant(ctx, merchantOf(ctx, input));
    const location = ctx.sim.location.resolve('127.0.0.1', merchant.countryCode);
    const status = buildSystemStatus(merchant, location, ctx.sim.clock.now());
    return {
      merchant: merchant.code,
      maintenance: status.maintenance,
      regionRestriction: status.regionRestriction,
      settings: {
        ...merchant.state,
        maintenanceStartAt: merchant.state.maintenanceStartAt?.toISOString() ?? null,
        maintenanceEndAt: merchant.state.maintenanceEndAt?.toISOString() ?? null,
      },
      clientLocation: ctx.sim.location.get(),
      now: ctx.sim.clock.now().toISOString(),
    };
  }),

  setStatus: adminProcedure.input(setStatusInput).mutation(async ({ ctx, input }) => {
    const code = merchantOf(ctx, input);
    await loadMerchant(ctx, code);
    await ctx.sim.db.systemState.update({
      where: { merchantCode: code },
      data: {
        maintenance: input.maintenance,
        maintenanceStartAt: toDate(input.maintenanceStartTime),
        maintenanceEndAt: toDate(input.maintenanceEndTime),
        regionRestriction: input.regionRestriction,
        blockedCountries: input.blockedCountries,
        blockedIps: input.blockedIps,
      },
    });
    ctx.sim.merchants.invalidate(code);
    return (await loadMerchant(ctx, code)).state;
  }),

  setClientLocation: adminProcedure
    .input(setClientLocationInput)
    .mutation(({ ctx, input }) => ctx.sim.location.set(input)),
});
