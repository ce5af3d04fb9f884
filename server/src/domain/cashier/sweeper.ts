// The automatic steps, due on the simulated clock: deposits approve themselves after the merchant's
// delay, withdrawals are paid out after theirs, and a paid withdrawal the member leaves unconfirmed
// counts as received. Run every second by the server and at once whenever an admin moves the clock.
import { sqlOf } from '../../db/sql.ts';
import { PlatformError } from '../../foundation/errors.ts';
import type { MoneyOrder } from '../../generated/prisma/client.ts';
import { decideDeposit } from './deposits.ts';
import { anyOrderDue } from './order-rows.ts';
import type { CashierDeps } from './orders.ts';
import { autoReceive, payWithdrawal } from './withdrawals.ts';

async function step(deps: CashierDeps, order: MoneyOrder): Promise<boolean> {
  if (order.type === 'DEPOSIT') {
    await decideDeposit(deps, order.referenceNo, true, 'auto-approved');
    return true;
  }
  if (order.status === 'PENDING') {
    const merchant = await deps.merchants.get(order.merchantCode);
    if (!merchant) return false;
    await payWithdrawal(deps, merchant, order.referenceNo, 'auto-paid');
    return true;
  }
  await autoReceive(deps, order.referenceNo);
  return true;
}

/** The timer's cheap look before a sweep: is any order's automatic step due by now? */
export async function ordersAreDue(deps: CashierDeps): Promise<boolean> {
  return anyOrderDue(sqlOf(deps.db), deps.clock.now());
}

/** Applies every automatic step due by now; returns how many orders moved. */
export async function sweepDueOrders(deps: CashierDeps): Promise<number> {
  const due = await deps.db.moneyOrder.findMany({
    where: {
      status: { in: ['PENDING', 'PAID'] },
      dueAt: { lte: deps.clock.now() },
    },
    orderBy: { dueAt: 'asc' },
  });
  let moved = 0;
  for (const order of due) {
    try {
      if (await step(deps, order)) moved += 1;
    } catch (error) {
      // an admin decided it in the meantime: nothing left to do
      if (!(error instanceof PlatformError)) throw error;
    }
  }
  return moved;
}
