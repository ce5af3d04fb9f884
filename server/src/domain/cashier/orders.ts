// Money orders: one row of the account record per deposit, withdrawal, transfer, adjustment or bonus.
// An order is created once per (member, requestId): a retry answers the first order, and a request id
// reused for a different request is refused rather than guessed at.
import { randomBytes, randomUUID } from 'node:crypto';
import { toMajor } from '@sim/shared/money';
import type { Order, OrderStatus, OrderType } from '@sim/shared/wps/cashier';
import type { Db, Tx } from '../../db/client.ts';
import type { MoneyOrder, Prisma } from '../../generated/prisma/client.ts';
import type { SimClock } from '../../platform/clock.ts';
import { PlatformError } from '../../platform/errors.ts';
import type { CatalogueCache } from '../catalogue/catalogue-cache.ts';
import type { MerchantDirectory } from '../merchants/directory.ts';

export interface CashierDeps {
  db: Db;
  clock: SimClock;
  merchants: MerchantDirectory;
  catalogue: CatalogueCache;
}

const PREFIX: Record<OrderType, string> = {
  DEPOSIT: 'D',
  WITHDRAW: 'W',
  TRANSFER: 'T',
  TRANSFER_UPLINE: 'U',
  TRANSFER_IN: 'I',
  TRANSFER_DOWNLINE: 'L',
  ADJUSTMENT: 'A',
  BONUS: 'B',
  REBATE: 'R',
  POINT_CONVERSION: 'P',
};

/** e.g. D261122-9F3A1C07B2: the type, the simulated day, and 40 random bits. */
export function newReferenceNo(type: OrderType, now: Date): string {
  const day = now.toISOString().slice(2, 10).replaceAll('-', '');
  return `${PREFIX[type]}${day}-${randomBytes(5).toString('hex').toUpperCase()}`;
}

export interface NewOrder {
  merchantCode: string;
  memberId: number;
  /** undefined: the request cannot be retried safely, so every call is a new order */
  requestId: string | undefined;
  type: OrderType;
  status: OrderStatus;
  amountMinor: bigint;
  fromWallet?: string;
  toWallet?: string;
  channel?: string;
  remark?: string;
  details?: Prisma.InputJsonValue;
  appliedAt: Date;
  dueAt?: Date | null;
}

const sameRequest = (order: MoneyOrder, wanted: NewOrder) =>
  order.type === wanted.type &&
  order.amountMinor === wanted.amountMinor &&
  order.fromWallet === (wanted.fromWallet ?? null) &&
  order.toWallet === (wanted.toWallet ?? null) &&
  order.channel === (wanted.channel ?? null);

/**
 * Creates the order, then runs `effects` (its ledger postings) in the same transaction. A replay
 * returns the stored order and runs nothing.
 */
export async function placeOrder(
  tx: Tx,
  wanted: NewOrder,
  effects: (order: MoneyOrder) => Promise<unknown> = async () => undefined,
): Promise<{ order: MoneyOrder; replayed: boolean }> {
  const requestId = wanted.requestId ?? randomUUID();
  const existing = await tx.moneyOrder.findUnique({
    where: { memberId_requestId: { memberId: wanted.memberId, requestId } },
  });
  if (existing) {
    if (!sameRequest(existing, wanted)) throw PlatformError.of('requestIdConflict');
    return { order: existing, replayed: true };
  }
  const order = await tx.moneyOrder.create({
    data: {
      referenceNo: newReferenceNo(wanted.type, wanted.appliedAt),
      merchantCode: wanted.merchantCode,
      memberId: wanted.memberId,
      requestId,
      type: wanted.type,
      status: wanted.status,
      amountMinor: wanted.amountMinor,
      fromWallet: wanted.fromWallet,
      toWallet: wanted.toWallet,
      channel: wanted.channel,
      remark: wanted.remark,
      details: wanted.details,
      appliedAt: wanted.appliedAt,
      dueAt: wanted.dueAt ?? null,
    },
  });
  await effects(order);
  return { order, replayed: false };
}

export interface Transition {
  type: OrderType;
  from: readonly OrderStatus[];
  to: OrderStatus;
  at: Date;
  dueAt?: Date | null;
  remark?: string;
  details?: Prisma.InputJsonValue;
}

/**
 * Moves an order between states, guarded in the UPDATE so two deciders cannot both win; asking for the
 * state it is already in answers it again (a double click, a retried admin call) and changes nothing.
 */
export async function transition(
  tx: Tx,
  referenceNo: string,
  step: Transition,
  effects: (order: MoneyOrder) => Promise<unknown> = async () => undefined,
): Promise<{ order: MoneyOrder; replayed: boolean }> {
  const order = await tx.moneyOrder.findUnique({ where: { referenceNo } });
  if (!order || order.type !== step.type) throw PlatformError.of('orderNotFound');
  if (order.status === step.to) return { order, replayed: true };
  const moved = await tx.moneyOrder.updateMany({
    where: { referenceNo, status: { in: [...step.from] } },
    data: {
      status: step.to,
      decidedAt: step.at,
      dueAt: step.dueAt ?? null,
      ...(step.remark !== undefined ? { remark: step.remark } : {}),
      ...(step.details !== undefined ? { details: step.details } : {}),
    },
  });
  if (moved.count === 0)
    throw PlatformError.of('orderStatusInvalid', {
      message: `The order is ${order.status}: it cannot become ${step.to}`,
    });
  await effects(order);
  return { order: await tx.moneyOrder.findUniqueOrThrow({ where: { referenceNo } }), replayed: false };
}

/** What a state change does besides the change: its ledger postings, at the moment of the change. */
export type StepEffects = (tx: Tx, order: MoneyOrder, at: Date) => Promise<unknown>;

/** One state change of an order, with its effects, in its own transaction at the simulated now. */
export function advanceOrder(
  deps: Pick<CashierDeps, 'db' | 'clock'>,
  referenceNo: string,
  step: Omit<Transition, 'at'> | ((at: Date) => Omit<Transition, 'at'>),
  effects?: StepEffects,
) {
  const at = deps.clock.now();
  const resolved = typeof step === 'function' ? step(at) : step;
  return deps.db.$transaction((tx) =>
    transition(tx, referenceNo, { ...resolved, at }, effects && ((order) => effects(tx, order, at))),
  );
}

export function toWireOrder(order: MoneyOrder): Order {
  return {
    referenceNo: order.referenceNo,
    type: order.type as OrderType,
    status: order.status as OrderStatus,
    amount: toMajor(order.amountMinor),
    applyTime: order.appliedAt.getTime(),
    updateTime: (order.decidedAt ?? order.appliedAt).getTime(),
    dueTime: order.dueAt?.getTime() ?? null,
    fromWallet: order.fromWallet,
    toWallet: order.toWallet,
    channel: order.channel,
    remark: order.remark,
  };
}

export const minutesAfter = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60_000);
