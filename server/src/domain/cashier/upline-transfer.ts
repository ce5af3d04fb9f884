// Transfers from a member to the upline agent (/wps/agent/transferEnabled, transferUpline): main wallet
// to the upline's main wallet, one order each side and the postings in one transaction.
import { toMinor } from '@sim/shared/money';
import { MAIN_WALLET, type TransferEnabled, type uplineTransferSchema } from '@sim/shared/wps/cashier';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { retryOnDuplicate } from '../../db/retry-on-duplicate.ts';
import { PlatformError } from '../../platform/errors.ts';
import type { MerchantProfile } from '../merchants/directory.ts';
import { postMove } from '../wallet/ledger.ts';
import { type CashierDeps, placeOrder } from './orders.ts';
import { requirePaymentPassword } from './payment-password.ts';

/** Whether the member has an upline to send to, and a payment password to send with. */
export async function uplineTransferEnabled(db: Db, memberId: number): Promise<TransferEnabled> {
  const member = await db.member.findUniqueOrThrow({
    where: { id: memberId },
    include: { upline: { select: { username: true } } },
  });
  return {
    toUpline: member.upline !== null,
    uplineAccount: member.upline?.username ?? null,
    hasPaymentPassword: member.paymentPasswordHash !== null,
  };
}

type UplineTransfer = z.infer<typeof uplineTransferSchema>;

/** Main wallet to the upline's main wallet; the upline's account record shows it as TRANSFER_IN. */
export async function uplineTransfer(
  deps: CashierDeps,
  merchant: MerchantProfile,
  memberId: number,
  request: UplineTransfer,
) {
  const sender = await deps.db.member.findUniqueOrThrow({
    where: { id: memberId },
    include: { upline: true },
  });
  if (!sender.upline) throw PlatformError.of('uplineTransferNotAllowed');
  const upline = sender.upline;
  await requirePaymentPassword(deps, memberId, request.paymentPassword);
  const amountMinor = toMinor(request.amount);
  const now = deps.clock.now();
  return retryOnDuplicate(() =>
    deps.db.$transaction((tx) =>
      placeOrder(
        tx,
        {
          merchantCode: merchant.code,
          memberId,
          requestId: request.requestId,
          type: 'TRANSFER_UPLINE',
          status: 'SUCCESS',
          amountMinor,
          fromWallet: MAIN_WALLET,
          toWallet: upline.username,
          appliedAt: now,
        },
        async (order) => {
          await postMove(tx, merchant.code, {
            idempotencyKey: `order/${order.referenceNo}/move`,
            kind: 'TRANSFER_UPLINE',
            memo: `${sender.username} -> ${upline.username}`,
            postedAt: now,
            from: { memberId, wallet: MAIN_WALLET },
            to: { memberId: upline.id, wallet: MAIN_WALLET },
            amountMinor,
          });
          await placeOrder(tx, {
            merchantCode: merchant.code,
            memberId: upline.id,
            requestId: `from/${order.referenceNo}`,
            type: 'TRANSFER_IN',
            status: 'SUCCESS',
            amountMinor,
            fromWallet: sender.username,
            toWallet: MAIN_WALLET,
            appliedAt: now,
          });
        },
      ),
    ),
  );
}
