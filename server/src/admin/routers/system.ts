// system.*: maintenance, region restriction and where visitors seem to come from; the process's health.
import { merchantInput, setClientLocationInput, setStatusInput } from '@sim/shared/admin/system';
import { setSystemState } from '../../domain/system/state.ts';
import { buildSystemStatus } from '../../domain/system/status.ts';
import { processMetrics } from '../../foundation/process-metrics.ts';
import { adminProcedure, requireMerchant, router } from '../trpc.ts';

export const systemRouter = router({
  /** The status a visitor from the simulated location would get now. */
  get: adminProcedure.input(merchantInput).query(async ({ ctx, input }) => {
    const merchant = await requireMerchant(ctx, input);
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
    const { merchant: code, ...changes } = input;
    return setSystemState(ctx.sim.merchants, await requireMerchant(ctx, { merchant: code }), changes);
  }),

  /** Memory, live handles, event-loop delay since the last call, request-journal length (the soak samples it). */
  metrics: adminProcedure.query(async ({ ctx }) => ({
    ...processMetrics(),
    journalEntries: await ctx.sim.journal.size(),
  })),

  setClientLocation: adminProcedure
    .input(setClientLocationInput)
    .mutation(({ ctx, input }) => ctx.sim.location.set(input)),
});
