// clock.*: the simulated clock every time rule follows (SMS expiry, sessions, password age,
// maintenance windows, ...).
import { advanceClockInput, advanceMs, setClockInput } from '@sim/shared/admin/clock';
import type { ClockState } from '../../platform/clock.ts';
import { adminProcedure, router } from '../trpc.ts';

const describe = (state: ClockState) => ({
  now: state.now.toISOString(),
  frozen: state.frozenAt !== null,
  offsetMs: state.offsetMs,
});

export const clockRouter = router({
  get: adminProcedure.query(({ ctx }) => describe(ctx.sim.clock.state())),
  freeze: adminProcedure.mutation(async ({ ctx }) => describe(await ctx.sim.clock.freeze())),
  resume: adminProcedure.mutation(async ({ ctx }) => describe(await ctx.sim.clock.resume())),
  advance: adminProcedure
    .input(advanceClockInput)
    .mutation(async ({ ctx, input }) => describe(await ctx.sim.clock.advance(advanceMs(input)))),
  set: adminProcedure
    .input(setClockInput)
    .mutation(async ({ ctx, input }) => describe(await ctx.sim.clock.set(new Date(input.at)))),
  /** back to real time */
  reset: adminProcedure.mutation(async ({ ctx }) => {
    await ctx.sim.clock.resume();
    return describe(await ctx.sim.clock.set(new Date()));
  }),
});
