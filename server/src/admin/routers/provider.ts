// provider.*: the simulated game provider — force the next outcome, put a vendor or a game under
// maintenance, and look at the rounds played.
import { forceOutcomeInput, maintenanceInput, roundsInput } from '@sim/shared/admin/provider';
import { toMajor } from '@sim/shared/money';
import { TRPCError } from '@trpc/server';
import { forceOutcome } from '../../domain/play/outcomes.ts';
import { type AdminContext, adminProcedure, merchantOf, router } from '../trpc.ts';

async function memberIdOf(ctx: AdminContext, merchant: string | undefined, username: string | undefined) {
  if (!username) return null;
  const member = await ctx.sim.db.member.findUnique({
    where: {
      merchantCode_username: {
        merchantCode: merchantOf(ctx, { merchant }),
        username: username.toLowerCase(),
      },
    },
  });
  if (!member) throw new TRPCError({ code: 'NOT_FOUND', message: `No member ${username}` });
  return member.id;
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
    const rounds = await ctx.sim.db.gameRound.findMany({
      where: { merchantCode: merchantOf(ctx, input), ...(memberId === null ? {} : { memberId }) },
      orderBy: { placedAt: 'desc' },
      take: input?.limit ?? 50,
    });
    return rounds.map((r) => ({
      roundId: r.roundId,
      memberId: r.memberId,
      nodeId: r.gameId,
      vendor: r.vendorCode,
      gameType: r.gameType,
      stake: toMajor(r.stakeMinor),
      win: toMajor(r.winMinor),
      status: r.status,
      placedAt: r.placedAt.toISOString(),
    }));
  }),
});
