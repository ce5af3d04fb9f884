// A contract's life (platform-spec.md 4): an upline agent offers it to a direct downline agent
// (PENDING, with a NEW request), the downline accepts (ACTIVE) or rejects (REJECTED); either side asks
// to end an ACTIVE one (TERMINATION_REQUESTED), the other accepts (TERMINATED) or rejects (ACTIVE
// again). Two rules: a downline's rate never exceeds its upline's own contract of the same kind, and
// accepting a contract whose rate is below what the accepting agent pays its own downline ends those
// downline contracts at once, in the same transaction, with the reason UPLINE_RATE_LOWERED.

import { isAgentType } from '@sim/shared/member-types';
import type { ContractKind, ContractTier, DividendPeriod } from '@sim/shared/relay/contracts';
import type { Db, Tx } from '../../db/client.ts';
import type { SimClock } from '../../foundation/clock.ts';
import { PlatformError } from '../../foundation/errors.ts';
import { isDirectDownline } from './team-access.ts';
import { topRateOf } from './tiers.ts';
import { type ContractWithRequests, openRequestOf } from './views.ts';

export interface ContractDeps {
  db: Db;
  clock: SimClock;
}

/** Statuses in which a contract binds both sides (and pays). */
export const LIVE_STATUSES = ['ACTIVE', 'TERMINATION_REQUESTED'];
/** Statuses in which no second contract of the kind may be offered between the same two agents. */
const OPEN_STATUSES = ['PENDING', ...LIVE_STATUSES];

export interface OfferInput {
  kind: ContractKind;
  period?: DividendPeriod;
  tiers: ContractTier[];
}

const withRequests = { requests: { orderBy: { id: 'asc' } } } as const;

const findContract = (db: Db | Tx, merchantCode: string, contractId: number) =>
  db.contract.findFirst({ where: { id: contractId, merchantCode }, include: withRequests });

/** The rate an agent's own (upline) contract of a kind caps its downline's at; null: no cap. */
async function capOf(db: Db | Tx, agentId: number, kind: ContractKind) {
  const own = await db.contract.findFirst({
    where: { downlineId: agentId, kind, status: { in: LIVE_STATUSES } },
    select: { topRate: true },
  });
  return own?.topRate ?? null;
}

async function requireUnderCap(db: Db | Tx, uplineId: number, kind: ContractKind, rate: number) {
  const cap = await capOf(db, uplineId, kind);
  if (cap !== null && rate > cap) throw PlatformError.of('contractRateAboveUpline');
}

export async function offerContract(
  deps: ContractDeps,
  merchantCode: string,
  uplineId: number,
  downlineId: number,
  offer: OfferInput,
): Promise<ContractWithRequests> {
  const upline = await deps.db.member.findFirst({
    where: { id: uplineId, merchantCode },
    select: { type: true },
  });
  if (!upline || !isAgentType(upline.type)) throw PlatformError.of('notAgent');
  const downline = await deps.db.member.findFirst({ where: { id: downlineId, merchantCode } });
  if (!downline || !isAgentType(downline.type) || !(await isDirectDownline(deps.db, uplineId, downlineId)))
    throw PlatformError.of('contractNotDirectDownline');
  const rate = topRateOf(offer.tiers);
  const now = deps.clock.now();
  return deps.db.$transaction(async (tx) => {
    const open = await tx.contract.count({
      where: { uplineId, downlineId, kind: offer.kind, status: { in: OPEN_STATUSES } },
    });
    if (open > 0) throw PlatformError.of('contractExists');
    await requireUnderCap(tx, uplineId, offer.kind, rate);
    return tx.contract.create({
      data: {
        merchantCode,
        kind: offer.kind,
        period: offer.kind === 'DIVIDEND' ? (offer.period ?? 'DAILY') : null,
        uplineId,
        downlineId,
        status: 'PENDING',
        tiers: offer.tiers,
        topRate: rate,
        offeredAt: now,
        requests: { create: { type: 'NEW', requestedById: uplineId, requestedAt: now } },
      },
      include: withRequests,
    });
  });
}

/** Ends, in `tx`, the accepting agent's downline contracts of the kind that pay above its new rate. */
async function terminateAboveRate(tx: Tx, agentId: number, kind: string, rate: number, now: Date) {
  const above = await tx.contract.findMany({
    where: { uplineId: agentId, kind, status: { in: OPEN_STATUSES }, topRate: { gt: rate } },
    select: { id: true },
  });
  for (const { id } of above) {
    await tx.contractRequest.updateMany({
      where: { contractId: id, answer: 'PENDING' },
      data: { answer: 'AUTO', answeredAt: now },
    });
    await tx.contract.update({
      where: { id },
      data: { status: 'TERMINATED', endedAt: now, endReason: 'UPLINE_RATE_LOWERED' },
    });
    await tx.contractRequest.create({
      data: {
        contractId: id,
        type: 'TERMINATION',
        reason: 'UPLINE_RATE_LOWERED',
        answer: 'AUTO',
        requestedAt: now,
        answeredAt: now,
      },
    });
  }
  return above.map((row) => row.id);
}

/** What an answer does to the contract, by the request it answers. */
function transition(type: string, accept: boolean, now: Date) {
  if (type === 'NEW')
    return accept
      ? { status: 'ACTIVE', startsAt: now }
      : { status: 'REJECTED', endedAt: now, endReason: 'REJECTED' };
  return accept
    ? { status: 'TERMINATED', endedAt: now, endReason: 'TERMINATED_BY_AGREEMENT' }
    : { status: 'ACTIVE' };
}

/**
 * The other side answers the open request. Returns the contract and the ids of downline contracts
 * the acceptance ended.
 */
export async function respondToContract(
  deps: ContractDeps,
  merchantCode: string,
  callerId: number,
  contractId: number,
  accept: boolean,
): Promise<{ contract: ContractWithRequests; autoTerminated: number[] }> {
  const now = deps.clock.now();
  return deps.db.$transaction(async (tx) => {
    const contract = await findContract(tx, merchantCode, contractId);
    if (!contract || (contract.uplineId !== callerId && contract.downlineId !== callerId))
      throw PlatformError.of('contractNotFound');
    const open = openRequestOf(contract);
    if (!open || open.requestedById === callerId) throw PlatformError.of('contractNoOpenRequest');
    const kind = contract.kind as ContractKind;
    const accepting = open.type === 'NEW' && accept;
    if (accepting) await requireUnderCap(tx, contract.uplineId, kind, contract.topRate);
    // guarded on the request still being open, so two answers cannot both apply
    const answered = await tx.contractRequest.updateMany({
      where: { id: open.id, answer: 'PENDING' },
      data: { answer: accept ? 'ACCEPTED' : 'REJECTED', answeredById: callerId, answeredAt: now },
    });
    if (answered.count === 0) throw PlatformError.of('contractNoOpenRequest');
    await tx.contract.update({ where: { id: contract.id }, data: transition(open.type, accept, now) });
    const autoTerminated = accepting
      ? await terminateAboveRate(tx, contract.downlineId, kind, contract.topRate, now)
      : [];
    const updated = await findContract(tx, merchantCode, contractId);
    return { contract: updated as ContractWithRequests, autoTerminated };
  });
}

/** Either side asks to end an ACTIVE contract; it keeps paying until the other side answers. */
export async function requestTermination(
  deps: ContractDeps,
  merchantCode: string,
  callerId: number,
  contractId: number,
  reason: string | undefined,
): Promise<ContractWithRequests> {
  const now = deps.clock.now();
  return deps.db.$transaction(async (tx) => {
    const contract = await findContract(tx, merchantCode, contractId);
    if (!contract || (contract.uplineId !== callerId && contract.downlineId !== callerId))
      throw PlatformError.of('contractNotFound');
    const moved = await tx.contract.updateMany({
      where: { id: contract.id, status: 'ACTIVE' },
      data: { status: 'TERMINATION_REQUESTED' },
    });
    if (moved.count === 0) throw PlatformError.of('contractNotActive');
    await tx.contractRequest.create({
      data: { contractId, type: 'TERMINATION', requestedById: callerId, reason, requestedAt: now },
    });
    return (await findContract(tx, merchantCode, contractId)) as ContractWithRequests;
  });
}

export function contractsOf(db: Db | Tx, ids: number[]) {
  return db.contract.findMany({ where: { id: { in: ids } }, include: withRequests, orderBy: { id: 'asc' } });
}

/** The agent's contracts of a kind, as upline and as downline (or with one downline), newest first. */
export function agentContracts(
  db: Db | Tx,
  merchantCode: string,
  agentId: number,
  kind: ContractKind,
  filter: { status?: string; downlineId?: number },
) {
  const sides = filter.downlineId
    ? [{ uplineId: agentId, downlineId: filter.downlineId }]
    : [{ uplineId: agentId }, { downlineId: agentId }];
  return db.contract.findMany({
    where: { merchantCode, kind, OR: sides, ...(filter.status ? { status: filter.status } : {}) },
    include: withRequests,
    orderBy: { id: 'desc' },
  });
}
