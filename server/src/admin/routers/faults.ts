// faults.* and journal.*: trouble on demand, and what every REST call looked like.
import { faultInput, removeFaultInput } from '@sim/shared/admin/faults';
import { journalHarInput, journalListInput } from '@sim/shared/admin/journal';
import { exportHar } from '../../control/har.ts';
import { adminProcedure, router } from '../trpc.ts';

export const faultsRouter = router({
  add: adminProcedure
    .input(faultInput)
    .mutation(({ ctx, input }) => ctx.sim.faults.add(input, ctx.sim.clock.now())),
  list: adminProcedure.query(({ ctx }) => ctx.sim.faults.list()),
  remove: adminProcedure
    .input(removeFaultInput)
    .mutation(async ({ ctx, input }) => ({ removed: await ctx.sim.faults.remove(input.id) })),
  clear: adminProcedure.mutation(async ({ ctx }) => ({ cleared: await ctx.sim.faults.clear() })),
});

export const journalRouter = router({
  list: adminProcedure.input(journalListInput).query(({ ctx, input }) =>
    ctx.sim.journal.list({
      path: input?.path,
      username: input?.username,
      since: input?.since === undefined ? undefined : new Date(input.since),
      afterId: input?.afterId,
      status: input?.status,
      limit: input?.limit ?? 100,
    }),
  ),
  clear: adminProcedure.mutation(async ({ ctx }) => ({ cleared: await ctx.sim.journal.clear() })),
  /** the journal as HAR 1.2, oldest first (credentials redacted as the journal keeps them) */
  exportHar: adminProcedure.input(journalHarInput).query(({ ctx, input }) =>
    exportHar(ctx.sim.journal, {
      from: input?.from === undefined ? undefined : new Date(input.from),
      to: input?.to === undefined ? undefined : new Date(input.to),
      member: input?.member,
      pathPrefix: input?.pathPrefix,
      baseUrl: input?.baseUrl,
    }),
  ),
});
