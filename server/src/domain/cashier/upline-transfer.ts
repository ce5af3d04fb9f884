// Transfers between an agent and its team: a member to the upline agent (/wps/agent/transferEnabled,
// transferUpline) and an agent to a member of its team (transferDownline, domain/agents/team-transfer.ts).
// Main wallet to main wallet, one order each side and the postings in one transaction.
import { isAgentType } from '@sim/shared/member-types';
import { toMinor } from '@sim/shared/money';
import { MAIN_WALLET, type TransferEnabled, type uplineTransferSchema } from '@sim/shared/wps/cashier';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { sqlTransaction } from '../../db/sql.ts';
import { PlatformError } from '../../foundation/errors.ts';
import type { MerchantProfile } from '../merchants/directory.ts';
import { postMoveSql } from '../wallet/ledger.ts';
import { type CashierDeps, placeOrderSql } from './orders.ts';
import { requirePaymentPassword } from './payment-password.ts';

/** Whether the member has an upline to send to (or, an agent, a team), and a payment password to send with. */
export async function uplineTransferEnabled(db: Db, memberId: number): Promise<TransferEnabled> {
  const member = await db.member.findUniqueOrThrow({
    where: { id: memberId },
    include: { upline: { select: { username: true } } },
  });
  const hasTeam =
    isAgentType(member.type) && (await db.member.count({ where: { uplineId: memberId }, take: 1 })) > 0;
  return {
    toUpline: member.upline !== null,
    uplineAccount: member.upline?.username ?? null,
    toDownline: hasTeam,
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
  return memberTransfer(deps, merchant, sender, sender.upline, request, 'TRANSFER_UPLINE');
}

interface Party {
  id: number;
  username: string;
}

/**
 * Main wallet to another member's main wallet after the sender's payment password: the sender's order
 * of `type`, the recipient's TRANSFER_IN, and the ledger move, in one transaction (idempotent by requestId).
 */
export async function memberTransfer(
  deps: CashierDeps,
  merchant: MerchantProfile,
  sender: Party,
  recipient: Party,
  request: UplineTransfer,
  type: 'TRANSFER_UPLINE' | 'TRANSFER_DOWNLINE',
) {
  await requirePaymentPassword(deps, sender.id, request.paymentPassword);
  const amountMinor = toMinor(request.amount);
  const now = deps.clock.now();
  return sqlTransaction(deps.db, (sql) =>
    placeOrderSql(
      sql,
      {
        merchantCode: merchant.code,
        memberId: sender.id,
        requestId: request.requestId,
        type,
        status: 'SUCCESS',
        amountMinor,
        fromWallet: MAIN_WALLET,
        toWallet: recipient.username,
        appliedAt: now,
      },
      async (order) => {
        await postMoveSql(sql, merchant.code, {
          idempotencyKey: `order/${order.referenceNo}/move`,
          kind: type,
          memo: `${sender.username} -> ${recipient.username}`,
          postedAt: now,
          from: { memberId: sender.id, wallet: MAIN_WALLET },
          to: { memberId: recipient.id, wallet: MAIN_WALLET },
          amountMinor,
        });
        await placeOrderSql(sql, {
          merchantCode: merchant.code,
          memberId: recipient.id,
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
  );
}
