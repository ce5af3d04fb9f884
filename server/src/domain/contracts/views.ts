// A contract as the wire shows it to one of its two agents.
import type { Contract, ContractKind, ContractTier, DividendPeriod } from '@sim/shared/relay/contracts';
import type { Db, Tx } from '../../db/client.ts';
import type {
  Contract as ContractRow,
  ContractRequest as RequestRow,
} from '../../generated/prisma/client.ts';

export type ContractWithRequests = ContractRow & { requests: RequestRow[] };

export const openRequestOf = (contract: ContractWithRequests) =>
  contract.requests.find((request) => request.answer === 'PENDING') ?? null;

/** Login names of the agents the contracts name. */
export async function accountNames(db: Db | Tx, contracts: ContractRow[]) {
  const ids = [...new Set(contracts.flatMap((c) => [c.uplineId, c.downlineId]))];
  const members = await db.member.findMany({
    where: { id: { in: ids } },
    select: { id: true, username: true },
  });
  return new Map(members.map((member) => [member.id, member.username]));
}

export function toWireContract(
  contract: ContractWithRequests,
  callerId: number,
  names: Map<number, string>,
): Contract {
  const open = openRequestOf(contract);
  const sideOf = (memberId: number | null) => (memberId === contract.uplineId ? 'UPLINE' : 'DOWNLINE');
  return {
    contractId: contract.id,
    contractType: contract.kind as ContractKind,
    period: (contract.period as DividendPeriod | null) ?? null,
    status: contract.status as Contract['status'],
    upline: { id: contract.uplineId, account: names.get(contract.uplineId) ?? '' },
    downline: { id: contract.downlineId, account: names.get(contract.downlineId) ?? '' },
    tiers: contract.tiers as ContractTier[],
    rate: contract.topRate,
    role: sideOf(callerId),
    pendingRequest: open && {
      requestId: open.id,
      requestType: open.type as 'NEW' | 'TERMINATION',
      requestedBy: sideOf(open.requestedById),
      reason: open.reason,
      requestTime: open.requestedAt.getTime(),
    },
    canRespond: open !== null && open.requestedById !== callerId,
    createTime: contract.offeredAt.getTime(),
    effectiveTime: contract.startsAt?.getTime() ?? null,
    endTime: contract.endedAt?.getTime() ?? null,
    endReason: contract.endReason,
  };
}

export async function wireContracts(db: Db | Tx, contracts: ContractWithRequests[], callerId: number) {
  const names = await accountNames(db, contracts);
  return contracts.map((contract) => toWireContract(contract, callerId, names));
}
