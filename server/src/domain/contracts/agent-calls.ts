// The contract relays as an agent meets them: the merchant's module for the kind must be on
// (SIGNCONDIV3, DAILYSALCONT3, HOURSAL3, RTSALARY3), then `action` picks the call
// (shared/src/relay/contracts.ts). Every call answers only for contracts the caller is a side of.
import {
  CONTRACT_MODULES,
  type ContractAnswer,
  type ContractCall,
  type ContractKind,
} from '@sim/shared/relay/contracts';
import type { Db } from '../../db/client.ts';
import { PlatformError } from '../../foundation/errors.ts';
import { requireDownlineByUsername, requireInTree } from '../agents/team-guards.ts';
import type { MerchantProfile } from '../merchants/directory.ts';
import { requireModule } from '../merchants/flags.ts';
import {
  agentContracts,
  type ContractDeps,
  contractsOf,
  offerContract,
  requestTermination,
  respondToContract,
} from './lifecycle.ts';
import { settlementRecords } from './records.ts';
import { wireContracts } from './views.ts';

export interface Caller {
  memberId: number;
  username: string;
}

const missing = (field: string) => PlatformError.of('requestParamError', { message: `${field} is required` });

function required<T>(value: T | undefined, field: string): T {
  if (value === undefined) throw missing(field);
  return value;
}

/**
 * The downline named by id or login name, if any: it must be in the caller's team (else the
 * platform's DOWNLINE_NOT_FOUND, whether it exists or not); OFFER then wants a direct downline agent.
 */
async function namedDownline(db: Db, merchantCode: string, caller: Caller, call: ContractCall) {
  if (call.downlineId !== undefined) {
    await requireInTree(db, caller.memberId, call.downlineId);
    return call.downlineId;
  }
  if (call.downlineAccount === undefined) return undefined;
  const agent = { memberId: caller.memberId, merchantCode };
  return (await requireDownlineByUsername(db, agent, call.downlineAccount.toLowerCase())).id;
}

async function changed(
  deps: ContractDeps,
  caller: Caller,
  action: 'OFFER' | 'ACCEPT' | 'REJECT' | 'TERMINATE',
  contractId: number,
  autoTerminated: number[] = [],
): Promise<ContractAnswer> {
  const all = await wireContracts(
    deps.db,
    await contractsOf(deps.db, [contractId, ...autoTerminated]),
    caller.memberId,
  );
  const contract = all.find((c) => c.contractId === contractId);
  if (!contract) throw PlatformError.of('contractNotFound');
  return { action, contract, autoTerminated: all.filter((c) => c.contractId !== contractId) };
}

export async function contractCall(
  deps: ContractDeps,
  merchant: MerchantProfile,
  caller: Caller,
  kind: ContractKind,
  call: ContractCall,
): Promise<ContractAnswer> {
  requireModule(merchant, CONTRACT_MODULES[kind]);
  const merchantCode = merchant.code;
  switch (call.action) {
    case 'LIST': {
      const rows = await agentContracts(deps.db, merchantCode, caller.memberId, kind, {
        status: call.status,
        downlineId: await namedDownline(deps.db, merchantCode, caller, call),
      });
      const list = await wireContracts(deps.db, rows, caller.memberId);
      return { action: 'LIST', list, totalCount: list.length };
    }
    case 'OFFER': {
      const named = await namedDownline(deps.db, merchantCode, caller, call);
      const downlineId = required(named, 'downlineId or downlineAccount');
      const contract = await offerContract(deps, merchantCode, caller.memberId, downlineId, {
        kind,
        period: call.period,
        tiers: required(call.tiers, 'tiers'),
      });
      return changed(deps, caller, 'OFFER', contract.id);
    }
    case 'ACCEPT':
    case 'REJECT': {
      const contractId = required(call.contractId, 'contractId');
      await requireKind(deps.db, contractId, kind);
      const answer = await respondToContract(
        deps,
        merchantCode,
        caller.memberId,
        contractId,
        call.action === 'ACCEPT',
      );
      return changed(deps, caller, call.action, contractId, answer.autoTerminated);
    }
    case 'TERMINATE': {
      const contractId = required(call.contractId, 'contractId');
      await requireKind(deps.db, contractId, kind);
      await requestTermination(deps, merchantCode, caller.memberId, contractId, call.reason);
      return changed(deps, caller, 'TERMINATE', contractId);
    }
    case 'RECORD':
      return settlementRecords(deps.db, caller, kind, call, deps.clock.now());
  }
}

/** A contract id given to another kind's relay is no contract of that kind. */
async function requireKind(db: Db, contractId: number, kind: ContractKind) {
  const contract = await db.contract.findUnique({ where: { id: contractId }, select: { kind: true } });
  if (contract?.kind !== kind) throw PlatformError.of('contractNotFound');
}
