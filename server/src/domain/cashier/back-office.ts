// The cashier's orders as the back office sees them (admin cashier.*): who placed each, the account
// paid to, and the proof images on request.
import type { ORDER_STATUSES, ORDER_TYPES } from '@sim/shared/wps/cashier';
import type { Db } from '../../db/client.ts';
import type { MoneyOrder } from '../../generated/prisma/client.ts';
import { toWireOrder } from './orders.ts';

interface OrderDetails {
  bankCode?: string;
  accountNo?: string;
  proofs?: string[];
}

export type OrderWithUsername = MoneyOrder & { member: { username: string } };

export function toAdminOrder(order: OrderWithUsername, withProofs = false) {
  const details = (order.details ?? {}) as OrderDetails;
  return {
    ...toWireOrder(order),
    merchant: order.merchantCode,
    username: order.member.username,
    accountNo: details.accountNo ?? null,
    proofCount: details.proofs?.length ?? 0,
    proofs: withProofs ? (details.proofs ?? []) : [],
  };
}

export interface OrderFilter {
  merchantCode: string;
  memberId?: number;
  type?: (typeof ORDER_TYPES)[number];
  status?: (typeof ORDER_STATUSES)[number];
  limit: number;
}

/** The merchant's orders the filter finds, newest first, without their proof images. */
export async function listOrders(db: Db, filter: OrderFilter) {
  const orders = await db.moneyOrder.findMany({
    where: {
      merchantCode: filter.merchantCode,
      ...(filter.memberId ? { memberId: filter.memberId } : {}),
      ...(filter.type ? { type: filter.type } : {}),
      ...(filter.status ? { status: filter.status } : {}),
    },
    include: { member: { select: { username: true } } },
    orderBy: [{ appliedAt: 'desc' }, { id: 'desc' }],
    take: filter.limit,
  });
  return orders.map((order) => toAdminOrder(order));
}
