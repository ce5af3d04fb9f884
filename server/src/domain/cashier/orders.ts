// Money orders: one row of the account record per deposit, withdrawal, transfer, adjustment or bonus.
// An order is created once per (member, requestId): a retry answers the first order, and a request id
// reused for a different request is refused rather than guessed at. Rows are written in plain SQL
// (order-rows.ts), in the same transaction as the order's ledger postings.
import { randomBytes, randomUUID } from 'node:crypto';
import { toMajor } from '@sim/shared/money';
import type { Order, OrderStatus, OrderType } from '@sim/shared/wps/cashier';
import type { Db, Tx } from '../../db/client.ts';
import { type Sql, sqlIn, sqlOf, sqlTransaction } from '../../db/sql.ts';
import type { SimClock } from '../../foundation/clock.ts';
import { PlatformError } from '../../foundation/errors.ts';
import type { MoneyOrder, Prisma } from '../../generated/prisma/client.ts';
import type { CatalogueCache } from '../catalogue/catalogue-cache.ts';
import type { MerchantDirectory } from '../merchants/directory.ts';
import {
  changeStatus,
  insertOrder,
  type OrderValues,
  orderByReference,
  orderByRequest,
  orderWithUsername,
} from './order-rows.ts';

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
  SALARY: 'S',
  DIVIDEND: 'V',
};

/** e.g. D261122-9F3A1C07B2: the type, the simulated day, and 40 random bits. */
export function newReferenceNo(type: OrderType, now: Date): string {
  const day = now.toISOString().slice(2, 10).replaceAll('-', '');
  return `${PREFIX[type]}${day}-${randomBytes(5).toString('hex').toUpperCase()}`;
}

/** An order to place: its row's values but the reference number, which placing it gives. */
export interface NewOrder extends Omit<OrderValues, 'referenceNo' | 'requestId' | 'dueAt'> {
  /** undefined: the request cannot be retried safely, so every call is a new order */
  requestId: string | undefined;
  dueAt?: Date | null;
}

const sameRequest = (order: MoneyOrder, wanted: NewOrder) =>
  order.type === wanted.type &&
  order.amountMinor === wanted.amountMinor &&
  order.fromWallet === (wanted.fromWallet ?? null) &&
  order.toWallet === (wanted.toWallet ?? null) &&
  order.channel === (wanted.channel ?? null);

export interface Placed {
  order: MoneyOrder;
  replayed: boolean;
}

/**
 * Creates the order, then runs `effects` (its ledger postings) in the same plain-SQL transaction. A
 * replay returns the stored order and runs nothing.
 */
export async function placeOrderSql(
  sql: Sql,
  wanted: NewOrder,
  effects: (order: MoneyOrder) => Promise<unknown> = async () => undefined,
): Promise<Placed> {
  const requestId = wanted.requestId ?? randomUUID();
  const existing = await orderByRequest(sql, wanted.memberId, requestId);
  if (existing) {
    if (!sameRequest(existing, wanted)) throw PlatformError.of('requestIdConflict');
    return { order: existing, replayed: true };
  }
  const order = await insertOrder(sql, {
    ...wanted,
    referenceNo: newReferenceNo(wanted.type, wanted.appliedAt),
    requestId,
    dueAt: wanted.dueAt ?? null,
  });
  await effects(order);
  return { order, replayed: false };
}

/** The same inside the caller's Prisma transaction (same connection), for effects that need Prisma. */
export async function placeOrder(
  tx: Tx,
  wanted: NewOrder,
  effects: (order: MoneyOrder) => Promise<unknown> = async () => undefined,
): Promise<Placed> {
  const placed = await placeOrderSql(sqlIn(tx), wanted);
  if (!placed.replayed) await effects(placed.order);
  return placed;
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
export async function transitionSql(
  sql: Sql,
  referenceNo: string,
  step: Transition,
  effects: (order: MoneyOrder) => Promise<unknown> = async () => undefined,
): Promise<Placed> {
  const order = await orderByReference(sql, referenceNo);
  if (!order || order.type !== step.type) throw PlatformError.of('orderNotFound');
  if (order.status === step.to) return { order, replayed: true };
  const moved = await changeStatus(sql, referenceNo, { ...step, dueAt: step.dueAt ?? null });
  if (!moved)
    throw PlatformError.of('orderStatusInvalid', {
      message: `The order is ${order.status}: it cannot become ${step.to}`,
    });
  await effects(order);
  return { order: moved, replayed: false };
}

/** What a state change does besides the change: its ledger postings, at the moment of the change. */
export type StepEffects = (sql: Sql, order: MoneyOrder, at: Date) => Promise<unknown>;

/** One state change of an order, with its effects, in its own transaction at the simulated now. */
export function advanceOrder(
  deps: Pick<CashierDeps, 'db' | 'clock'>,
  referenceNo: string,
  step: Omit<Transition, 'at'> | ((at: Date) => Omit<Transition, 'at'>),
  effects?: StepEffects,
): Promise<Placed> {
  const at = deps.clock.now();
  const resolved = typeof step === 'function' ? step(at) : step;
  return sqlTransaction(deps.db, (sql) =>
    transitionSql(sql, referenceNo, { ...resolved, at }, effects && ((order) => effects(sql, order, at))),
  );
}

/** One order with its member's username (the back office's view), or null. */
export const findOrderWithUsername = async (db: Db, referenceNo: string) =>
  orderWithUsername(sqlOf(db), referenceNo);

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
