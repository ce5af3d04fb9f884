// How an order reads in the back office: its status colour, what it says about channel and wallets,
// and which decisions the state machine of shared/src/wps/cashier.ts allows on it now.
import type { MantineColor } from '@mantine/core';
import type { OrderStatus, OrderType } from '@sim/shared/wps/cashier';
import type { AdminOutputs } from '../../api';

export type AdminOrder = AdminOutputs['cashier']['orders'][number];

export const STATUS_COLORS: Record<OrderStatus, MantineColor> = {
  SUCCESS: 'teal',
  PENDING: 'yellow',
  APPROVED: 'teal',
  REJECTED: 'red',
  PAID: 'blue',
  RECEIVED: 'teal',
  AUTO_RECEIVED: 'cyan',
  NOT_RECEIVED: 'orange',
  FULLY_PAID: 'green',
  REFUNDED: 'gray',
  FORCED_RECEIVED: 'grape',
};

/** Each is one button, `cashier-<action>-<referenceNo>`. */
export type OrderAction = 'approve' | 'reject' | 'pay' | 'force' | 'proof' | 'fully-paid' | 'refund';

/**
 * PENDING deposit: approve or reject. PENDING withdrawal: pay or reject. PAID: force receive.
 * NOT_RECEIVED: look at the proof, then fully paid, refund or force receive. Everything else is final.
 */
export function actionsFor(order: { type: OrderType; status: OrderStatus }): OrderAction[] {
  if (order.type === 'DEPOSIT') return order.status === 'PENDING' ? ['approve', 'reject'] : [];
  if (order.type !== 'WITHDRAW') return [];
  switch (order.status) {
    case 'PENDING':
      return ['pay', 'reject'];
    case 'PAID':
      return ['force'];
    case 'NOT_RECEIVED':
      return ['proof', 'fully-paid', 'refund', 'force'];
    default:
      return [];
  }
}

/** A due time means something only while an automatic step still waits on it. */
export function dueTimeOf(order: AdminOrder): number | null {
  return order.status === 'PENDING' || order.status === 'PAID' ? order.dueTime : null;
}

/** Channel and account for deposits and withdrawals; both wallets for a transfer between them. */
export function orderDetails(order: AdminOrder): string {
  const parts = [order.channel, order.accountNo].filter((part): part is string => Boolean(part));
  if (order.fromWallet && order.toWallet) parts.push(`${order.fromWallet} → ${order.toWallet}`);
  return parts.join(' · ') || '—';
}
