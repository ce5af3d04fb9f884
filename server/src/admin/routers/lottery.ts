// lottery.*: the lottery gateway's back office — list the bets, force the winning number of a draw
// that has not opened (QA decides an outcome, like provider.forceOutcome), settle what is due now.
import { forceNumberInput, lotteryBetsInput } from '@sim/shared/admin/lottery';
import { TRPCError } from '@trpc/server';
import { drawOfNumero, upcomingDraws } from '../../domain/lottery/draws.ts';
import { forceNumber } from '../../domain/lottery/forced-numbers.ts';
import { findLottery } from '../../domain/lottery/games.ts';
import { listBets } from '../../domain/lottery/orders.ts';
import { settleDueBets } from '../../domain/lottery/settlement.ts';
import { adminProcedure, merchantOf, requireMember, router } from '../trpc.ts';

export const lotteryRouter = router({
  bets: adminProcedure.input(lotteryBetsInput).query(async ({ ctx, input }) => {
    const merchantCode = merchantOf(ctx, input);
    const member = input?.username ? await requireMember(ctx, merchantCode, input.username) : null;
    const game = input?.gameCode ? await findLottery(ctx.sim.db, { gameCode: input.gameCode }) : null;
    return listBets(ctx.sim.db, {
      merchantCode,
      memberId: member?.id,
      gameId: game?.id,
      status: input?.status,
      limit: input?.limit ?? 50,
    });
  }),

  forceNumber: adminProcedure.input(forceNumberInput).mutation(async ({ ctx, input }) => {
    const game = await findLottery(ctx.sim.db, { gameCode: input.gameCode, gameId: input.nodeId });
    const now = ctx.sim.clock.now();
    const slot = input.numero ? drawOfNumero(game, input.numero) : upcomingDraws(game, now, 1)[0]!;
    if (!slot)
      throw new TRPCError({ code: 'NOT_FOUND', message: `${game.code} has no draw ${input.numero}` });
    const winningNumber = await forceNumber(ctx.sim.db, game, slot, input.winningNumber, now);
    return {
      gameCode: game.code,
      nodeId: game.id,
      numero: slot.numero,
      openTime: new Date(slot.openTime).toISOString(),
      closeTime: new Date(slot.closeTime).toISOString(),
      winningNumber,
    };
  }),

  /** settles every bet whose draw has opened by the simulated now (the due-work job, on demand) */
  settle: adminProcedure.mutation(async ({ ctx }) => ({ settled: await settleDueBets(ctx.sim) })),
});
