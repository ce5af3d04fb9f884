// stubs.*: answers pinned to matching calls (after the gateway's checks), until used up or removed.
import { removeStubInput, stubInput } from '@sim/shared/admin/stubs';
import { adminProcedure, router } from '../trpc.ts';

export const stubsRouter = router({
  add: adminProcedure
    .input(stubInput)
    .mutation(({ ctx, input }) => ctx.sim.stubs.add(input, ctx.sim.clock.now())),
  list: adminProcedure.query(({ ctx }) => ctx.sim.stubs.list()),
  remove: adminProcedure
    .input(removeStubInput)
    .mutation(async ({ ctx, input }) => ({ removed: await ctx.sim.stubs.remove(input.id) })),
  clear: adminProcedure.mutation(async ({ ctx }) => ({ cleared: await ctx.sim.stubs.clear() })),
});
