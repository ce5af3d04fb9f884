// agents.contracts, agents.offerContract, agents.settleNow, agents.settlements: the back office of
// agent contracts. The procedures are a plain record so the `agents` router can spread them beside
// its own (agents.ts); until then they make up `agents` alone.
import {
  listContractsInput,
  offerContractInput,
  settlementListInput,
  settleNowInput,
} from '@sim/shared/admin/agent-contracts';
import { adminOfferContract, listContracts, listSettlements } from '../../domain/contracts/back-office.ts';
import { settleDueContracts } from '../../domain/contracts/settlement.ts';
import { adminProcedure, requireMerchant, router } from '../trpc.ts';

export const agentContractProcedures = {
  contracts: adminProcedure.input(listContractsInput).query(async ({ ctx, input }) => {
    const merchant = await requireMerchant(ctx, input);
    return listContracts(ctx.sim.db, merchant.code, input ?? { limit: 100 });
  }),

  offerContract: adminProcedure.input(offerContractInput).mutation(async ({ ctx, input }) => {
    const merchant = await requireMerchant(ctx, input);
    return adminOfferContract(ctx.sim, merchant.code, input);
  }),

  /** Settles every due period of every contract now (the timer does the same each second). */
  settleNow: adminProcedure.input(settleNowInput).mutation(async ({ ctx }) => ({
    periods: await settleDueContracts(ctx.sim),
  })),

  settlements: adminProcedure.input(settlementListInput).query(async ({ ctx, input }) => {
    const merchant = await requireMerchant(ctx, input);
    return listSettlements(ctx.sim.db, merchant.code, {
      contractId: input?.contractId,
      limit: input?.limit ?? 100,
    });
  }),
};

export const agentContractsRouter = router(agentContractProcedures);
