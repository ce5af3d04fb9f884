// jackpot.*: the merchant's jackpot pool — read it, set it (amount, contribution), reset it to the
// default seed. The domain's pool answers VIS_getJackpot with the same numbers.
import { jackpotMerchantInput, setJackpotInput } from '@sim/shared/admin/jackpot';
import { jackpotStanding, resetJackpot, setJackpot } from '../../domain/jackpot/pool.ts';
import { adminProcedure, requireMerchant, router } from '../trpc.ts';

export const jackpotRouter = router({
  get: adminProcedure.input(jackpotMerchantInput).query(async ({ ctx, input }) => {
    const merchant = await requireMerchant(ctx, input);
    return jackpotStanding(ctx.sim.db, merchant);
  }),

  /** the pool holds `amount` from now on; `contributionPercent` changes the share of each bet */
  set: adminProcedure.input(setJackpotInput).mutation(async ({ ctx, input }) => {
    const { merchant: code, ...change } = input;
    const merchant = await requireMerchant(ctx, { merchant: code });
    return setJackpot(ctx.sim, merchant, change);
  }),

  /** back to the default seed, as after a jackpot is won */
  reset: adminProcedure.input(jackpotMerchantInput).mutation(async ({ ctx, input }) => {
    const merchant = await requireMerchant(ctx, input);
    return resetJackpot(ctx.sim, merchant);
  }),
});
