// clock.*: the simulated clock every time rule follows (SMS expiry, sessions, password age,
// maintenance windows, ...).
import { advanceClockInput, advanceMs, setClockInput } from '@sim/shared/admin/clock';
import { runDueWork } from '../../domain/due-work/jobs.ts';
import type { ClockState } from '../../foundation/clock.ts';
import { type AdminContext, adminProcedure, router } from '../trpc.ts';

const describe = (state: ClockState) => ({
  now: state.now.toISOString(),
  frozen: state.frozenAt !== null,
  offsetMs: state.offsetMs,
});

/** After the clock moves, whatever fell due (auto-approved deposits, draws, settlements) happens at once. */
async function moved(ctx: AdminContext, change: Promise<ClockState>) {
  const state = await change;
  await runDueWork(ctx.sim);
  return describe(state);
}

export const clockRouter = router({
  get: adminProcedure.query(({ ctx }) => describe(ctx.sim.clock.state())),
  freeze: adminProcedure.mutation(({ ctx }) => moved(ctx, ctx.sim.clock.freeze())),
  resume: adminProcedure.mutation(({ ctx }) => moved(ctx, ctx.sim.clock.resume())),
  advance: adminProcedure
    .input(advanceClockInput)
    .mutation(({ ctx, input }) => moved(ctx, ctx.sim.clock.advance(advanceMs(input)))),
  set: adminProcedure
    .input(setClockInput)
    .mutation(({ ctx, input }) => moved(ctx, ctx.sim.clock.set(new Date(input.at)))),
  /** back to real time */
  reset: adminProcedure.mutation(async ({ ctx }) => {
    await ctx.sim.clock.resume();
    return moved(ctx, ctx.sim.clock.set(new Date()));
  }),
});
