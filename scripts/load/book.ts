// What the clients were told: every order and round acknowledged to a member or to the back office,
// with the latest state acknowledged. After the run the database must hold all of it, and each member's
// funds must be what these acknowledgements add up to.
import { toMinor } from '@sim/shared/money';
import type { Order } from '@sim/shared/wps/cashier';

export interface KnownOrder {
  referenceNo: string;
  username: string;
  type: string;
  amountMinor: bigint;
  fromWallet: string | null;
  toWallet: string | null;
  /** the latest state a client was told */
  status: string;
  /** when a client first saw it acknowledged (ms epoch) */
  ackedAt: number;
}

export interface KnownRound {
  roundId: string;
  username: string;
  stakeMinor: bigint;
  winMinor: bigint;
  ackedAt: number;
}

const WITHDRAW_AFTER_PAID = [
  'PAID',
  'RECEIVED',
  'AUTO_RECEIVED',
  'NOT_RECEIVED',
  'FULLY_PAID',
  'REFUNDED',
  'FORCED_RECEIVED',
];

/** For an order a client saw in a state, the states it may be in later (itself included). */
const REACHABLE: Record<string, readonly string[]> = {
  'DEPOSIT:PENDING': ['PENDING', 'APPROVED', 'REJECTED'],
  'DEPOSIT:APPROVED': ['APPROVED'],
  'DEPOSIT:REJECTED': ['REJECTED'],
  'WITHDRAW:PENDING': ['PENDING', 'REJECTED', ...WITHDRAW_AFTER_PAID],
  'WITHDRAW:PAID': WITHDRAW_AFTER_PAID,
  'WITHDRAW:REJECTED': ['REJECTED'],
  'WITHDRAW:RECEIVED': ['RECEIVED'],
  'TRANSFER:SUCCESS': ['SUCCESS'],
};

/** withdrawal states in which the amount went back to the member */
const RETURNED = ['REJECTED', 'REFUNDED'];

export function reachable(type: string, from: string, to: string): boolean {
  return REACHABLE[`${type}:${from}`]?.includes(to) ?? false;
}

export interface Unresolved {
  username: string;
  what: string;
}

export class Book {
  readonly orders = new Map<string, KnownOrder>();
  readonly rounds = new Map<string, KnownRound>();
  /** operations whose outcome no client ever learnt (no answer until the retry deadline) */
  readonly unresolved: Unresolved[] = [];

  /**
   * Records an acknowledged order, or a later state of one already known. Returns a complaint when the
   * answer contradicts what was acknowledged before (another amount, or a state it cannot reach).
   */
  observeOrder(username: string, order: Order): string | null {
    const known = this.orders.get(order.referenceNo);
    if (!known) {
      this.orders.set(order.referenceNo, {
        referenceNo: order.referenceNo,
        username,
        type: order.type,
        amountMinor: toMinor(order.amount),
        fromWallet: order.fromWallet,
        toWallet: order.toWallet,
        status: order.status,
        ackedAt: Date.now(),
      });
      return null;
    }
    if (
      known.username !== username ||
      known.amountMinor !== toMinor(order.amount) ||
      known.type !== order.type
    )
      return `${order.referenceNo} answered as ${order.type} ${order.amount}, acknowledged as ${known.type} ${known.amountMinor}`;
    if (!reachable(known.type, known.status, order.status))
      return `${order.referenceNo} went from ${known.status} back to ${order.status}`;
    known.status = order.status;
    return null;
  }

  recordRound(username: string, roundId: string, stake: number, win: number): void {
    if (this.rounds.has(roundId)) return;
    this.rounds.set(roundId, {
      roundId,
      username,
      stakeMinor: toMinor(stake),
      winMinor: toMinor(win),
      ackedAt: Date.now(),
    });
  }

  /**
   * A member's funds as the acknowledgements add up: the opening balance, approved deposits in,
   * withdrawals out unless rejected, every round's win minus its stake (transfers stay inside).
   */
  expectedFunds(username: string, openingMinor: bigint): bigint {
    let funds = openingMinor;
    for (const order of this.orders.values()) {
      if (order.username !== username) continue;
      if (order.type === 'DEPOSIT' && order.status === 'APPROVED') funds += order.amountMinor;
      if (order.type === 'WITHDRAW' && !RETURNED.includes(order.status)) funds -= order.amountMinor;
    }
    for (const round of this.rounds.values())
      if (round.username === username) funds += round.winMinor - round.stakeMinor;
    return funds;
  }
}
