// provider.*: the simulated game provider — force the next outcome, put a vendor or a game under
// maintenance, and look at the rounds played.
import { forceOutcomeInput, maintenanceInput, roundsInput } from '@sim/shared/admin/provider';
import { forceOutcome } from '../../domain/play/outcomes.ts';
import { listRounds } from '../../domain/play/round-list.ts';
import { type AdminContext, adminProcedure, merchantOf, requireMember, router } from '../trpc.ts';

/** The member named at the merchant (NOT_FOUND when there is none); no name: null. */
async function memberIdOf(ctx: AdminContext, merchant: string | undefined, username: string | undefined) {
  if (!username) return null;
  return (await requireMember(ctx, merchantOf(ctx, { merchant }), username)).id;
}

export const providerRouter = router({
  forceOutcome: adminProcedure.input(forceOutcomeInput).mutation(async ({ ctx, input }) => {
    const memberId = await memberIdOf(ctx, input.merchant, input.username);
    const forced = await forceOutcome(ctx.sim.db, {
      memberId,
      gameId: input.nodeId ?? null,
      multiplier: input.multiplier,
    });
    return { id: forced.id, multiplier: forced.multiplier, memberId, nodeId: forced.gameId };
  }),

  setMaintenance: adminProcedure.input(maintenanceInput).mutation(async ({ ctx, input }) => {
    await ctx.sim.catalogue.setMaintenance(input, input.maintenance);
    return { vendor: input.vendor ?? null, nodeId: input.nodeId ?? null, maintenance: input.maintenance };
  }),

  rounds: adminProcedure.input(roundsInput).query(async ({ ctx, input }) => {
    const memberId = await memberIdOf(ctx, input?.merchant, input?.username);
    return listRounds(ctx.sim.db, {
      merchantCode: merchantOf(ctx, input),
      memberId,
      limit: input?.limit ?? 50,
    });
  }),
});
