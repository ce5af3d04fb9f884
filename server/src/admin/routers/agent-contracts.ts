// agents.contracts, agents.offerContract, agents.settleNow, agents.settlements: the back office of
// agent contracts. The procedures are a plain record so the `agents` router can spread them beside
// its own (agents.ts); until then they make up `agents` alone.
import {
  listContractsInput,
  offerContractInput,
  settlementListInput,
  settleNowInput,
} from '@sim/shared/admin/agent-contracts';
import { adminOfferContract, listContracts } from '../../domain/contracts/back-office.ts';
import { toWireRecord } from '../../domain/contracts/records.ts';
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
    const rows = await ctx.sim.db.settlementPeriod.findMany({
      where: { merchantCode: merchant.code, ...(input?.contractId ? { contractId: input.contractId } : {}) },
      orderBy: [{ periodEnd: 'desc' }, { id: 'desc' }],
      take: input?.limit ?? 100,
    });
    const payees = await ctx.sim.db.member.findMany({
      where: { id: { in: [...new Set(rows.map((row) => row.payeeId))] } },
      select: { id: true, username: true },
    });
    const names = new Map(payees.map((member) => [member.id, member.username]));
    return rows.map((row) => toWireRecord(row, names.get(row.payeeId) ?? ''));
  }),
};

export const agentContractsRouter = router(agentContractProcedures);
