// The back office of agent contracts (agents.contracts, agents.offerContract, agents.settleNow, the
// scenario file's `contracts:` key, `pnpm sim contracts`): the same rules as the agents' own calls.
import type { AdminContract, contractOfferSchema } from '@sim/shared/admin/agent-contracts';
import { toMajor } from '@sim/shared/money';
import type {
  ContractKind,
  ContractTier,
  DividendPeriod,
  SettlementRecord,
} from '@sim/shared/relay/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Contract } from '../../generated/prisma/client.ts';
import { memberNamed } from '../accounts/personas.ts';
import { usernamesOf } from '../accounts/usernames.ts';
import { type ContractDeps, offerContract, respondToContract } from './lifecycle.ts';
import { toWireRecord } from './records.ts';
import { accountNames } from './views.ts';

export async function listContracts(
  db: Db,
  merchantCode: string,
  filter: { id?: number; username?: string; kind?: ContractKind; status?: string; limit: number },
): Promise<AdminContract[]> {
  const agentId = filter.username ? (await memberNamed(db, merchantCode, filter.username)).id : undefined;
  const contracts = await db.contract.findMany({
    where: {
      merchantCode,
      ...(filter.id ? { id: filter.id } : {}),
      ...(agentId ? { OR: [{ uplineId: agentId }, { downlineId: agentId }] } : {}),
      ...(filter.kind ? { kind: filter.kind } : {}),
      ...(filter.status ? { status: filter.status } : {}),
    },
    orderBy: { id: 'desc' },
    take: filter.limit,
  });
  const names = await accountNames(db, contracts);
  const totals = await db.settlementPeriod.groupBy({
    by: ['contractId'],
    where: { contractId: { in: contracts.map((c) => c.id) } },
    _count: { _all: true },
    _sum: { amountMinor: true },
  });
  return contracts.map((contract) => toAdmin(contract, names, totals));
}

type Totals = { contractId: number; _count: { _all: number }; _sum: { amountMinor: bigint | null } }[];

function toAdmin(contract: Contract, names: Map<number, string>, totals: Totals): AdminContract {
  const settled = totals.find((row) => row.contractId === contract.id);
  return {
    contractId: contract.id,
    kind: contract.kind as ContractKind,
    period: contract.period as DividendPeriod | null,
    status: contract.status as AdminContract['status'],
    upline: names.get(contract.uplineId) ?? '',
    downline: names.get(contract.downlineId) ?? '',
    tiers: contract.tiers as ContractTier[],
    rate: contract.topRate,
    offeredAt: contract.offeredAt.getTime(),
    startsAt: contract.startsAt?.getTime() ?? null,
    endedAt: contract.endedAt?.getTime() ?? null,
    endReason: contract.endReason,
    settledUntil: contract.settledUntil?.getTime() ?? null,
    periodsSettled: settled?._count._all ?? 0,
    paidTotal: toMajor(settled?._sum.amountMinor ?? 0n),
  };
}

/** Offers a contract as the upline would, and accepts it as the downline would unless told not to. */
export async function adminOfferContract(
  deps: ContractDeps,
  merchantCode: string,
  input: z.output<typeof contractOfferSchema>,
): Promise<AdminContract> {
  const upline = await memberNamed(deps.db, merchantCode, input.upline);
  const downline = await memberNamed(deps.db, merchantCode, input.downline);
  const offered = await offerContract(deps, merchantCode, upline.id, downline.id, {
    kind: input.kind,
    period: input.period,
    tiers: input.tiers,
  });
  if (input.accept !== false) await respondToContract(deps, merchantCode, downline.id, offered.id, true);
  const [contract] = await listContracts(deps.db, merchantCode, { id: offered.id, limit: 1 });
  return contract as AdminContract;
}

/** The periods settled at the merchant (of one contract, or all), newest first, each naming its payee. */
export async function listSettlements(
  db: Db,
  merchantCode: string,
  filter: { contractId?: number; limit: number },
): Promise<SettlementRecord[]> {
  const rows = await db.settlementPeriod.findMany({
    where: { merchantCode, ...(filter.contractId ? { contractId: filter.contractId } : {}) },
    orderBy: [{ periodEnd: 'desc' }, { id: 'desc' }],
    take: filter.limit,
  });
  const names = await usernamesOf(
    db,
    rows.map((row) => row.payeeId),
  );
  return rows.map((row) => toWireRecord(row, names.get(row.payeeId) ?? ''));
}
