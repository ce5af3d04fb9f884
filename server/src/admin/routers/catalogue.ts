// catalogue.*: games with fixed ids and codes, for QA suites that hard-code their staging data.
import { declareGameInput } from '@sim/shared/admin/catalogue';
import { declareGame, listDeclaredGames } from '../../domain/catalogue/declared-games.ts';
import { adminProcedure, router } from '../trpc.ts';

export const catalogueRouter = router({
  declareGame: adminProcedure
    .input(declareGameInput)
    .mutation(({ ctx, input }) => declareGame(ctx.sim, input)),
  /** The games scenarios declared (a reset removes them). */
  declaredGames: adminProcedure.query(({ ctx }) => listDeclaredGames(ctx.sim.db)),
});
