// Withdrawals and their confirmation (platform-spec.md section 4). The amount leaves the main wallet
// into the merchant's hold account when requested; paying moves it on to the payout account and
// starts the member's confirmation window; only a rejection or a refund brings it back.
import { toMajor, toMinor } from '@sim/shared/money';
import {
  type ConfirmReceipt,
  MAIN_WALLET,
  WITHDRAW_BANKS,
  type WithdrawRequest,
  type WithdrawSettings,
} from '@sim/shared/wps/cashier';
import { type Sql, sqlOf, sqlTransaction } from '../../db/sql.ts';
import { PlatformError } from '../../foundation/errors.ts';
import type { MoneyOrder } from '../../generated/prisma/client.ts';
import type { MerchantProfile } from '../merchants/directory.ts';
import { walletBalanceMinor } from '../wallet/balance.ts';
import { type AccountRef, postMoveSql } from '../wallet/ledger.ts';
import { requireUnlocked } from '../wallet/turnover-locks.ts';
import { requireInRange } from './deposits.ts';
import { countOrders, orderByReference } from './order-rows.ts';
import { advanceOrder, type CashierDeps, minutesAfter, placeOrderSql, type StepEffects } from './orders.ts';
import { requirePaymentPassword } from './payment-password.ts';
import { proofsToStore } from './proofs.ts';
import { lockMemberRow } from './queries.ts';

type Deps = Pick<CashierDeps, 'db' | 'clock'>;

const startOfDay = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));

/** Withdrawals requested since midnight (UTC) of the simulated day. */
const withdrawalsToday = (sql: Sql, memberId: number, now: Date) =>
  countOrders(sql, { memberId, type: 'WITHDRAW', appliedSince: startOfDay(now) });

export async function withdrawSettings(
  deps: Deps,
  merchant: MerchantProfile,
  memberId: number,
): Promise<WithdrawSettings> {
  const { cashier } = merchant.config;
  const [member, mainMinor, sql] = await Promise.all([
    deps.db.member.findUniqueOrThrow({ where: { id: memberId } }),
    walletBalanceMinor(deps.db, memberId, MAIN_WALLET),
    sqlOf(deps.db),
  ]);
  const today = await withdrawalsToday(sql, memberId, deps.clock.now());
  return {
    minimumAmount: cashier.withdrawMin,
    maximumAmount: cashier.withdrawMax,
    dailyCountLimit: cashier.withdrawDailyCount,
    remainingCount: Math.max(0, cashier.withdrawDailyCount - today),
    availableBalance: toMajor(mainMinor),
    hasPaymentPassword: member.paymentPasswordHash !== null,
    payeeName: member.payeeName,
    banks: [...WITHDRAW_BANKS],
    confirmMinutes: cashier.withdrawConfirmMinutes,
  };
}

export async function requestWithdrawal(
  deps: Deps,
  merchant: MerchantProfile,
  memberId: number,
  request: WithdrawRequest,
) {
  const { cashier } = merchant.config;
  // a turnover lock on the main wallet holds its money (domain/wallet/turnover-locks.ts)
  await requireUnlocked(deps.db, memberId, MAIN_WALLET);
  await requirePaymentPassword(deps, memberId, request.paymentPassword);
  if (!(WITHDRAW_BANKS as readonly string[]).includes(request.bankCode))
    throw PlatformError.of('channelNotFound', { message: 'No such bank' });
  const amountMinor = toMinor(request.amount);
  requireInRange(amountMinor, cashier.withdrawMin, cashier.withdrawMax);
  const now = deps.clock.now();
  return sqlTransaction(deps.db, (sql) =>
    placeOrderSql(
      sql,
      {
        merchantCode: merchant.code,
        memberId,
        requestId: request.requestId,
        type: 'WITHDRAW',
        status: 'PENDING',
        amountMinor,
        fromWallet: MAIN_WALLET,
        channel: request.bankCode,
        details: { bankCode: request.bankCode, accountNo: request.accountNo },
        appliedAt: now,
        dueAt:
          cashier.withdrawAutoPayMinutes === null ? null : minutesAfter(now, cashier.withdrawAutoPayMinutes),
      },
      async (order) => {
        // counted inside the transaction, this order included, so parallel requests cannot pass it
        // together (on PostgreSQL the member's row lock queues them); a replay runs no effects and is
        // not counted again
        await lockMemberRow(sql, memberId);
        if ((await withdrawalsToday(sql, memberId, now)) > cashier.withdrawDailyCount)
          throw PlatformError.of('withdrawCountExceeded');
        await moveFunds('hold', member, HOLD)(sql, order, now);
      },
    ),
  );
}

/** The effects of a step: the withdrawn amount moves from one account to another, keyed by the step. */
const moveFunds =
  (
    step: string,
    from: (order: MoneyOrder) => AccountRef,
    to: (order: MoneyOrder) => AccountRef,
  ): StepEffects =>
  (sql, order, at) =>
    postMoveSql(sql, order.merchantCode, {
      idempotencyKey: `order/${order.referenceNo}/${step}`,
      kind: `WITHDRAW_${step.toUpperCase()}`,
      memo: order.referenceNo,
      postedAt: at,
      from: from(order),
      to: to(order),
      amountMinor: order.amountMinor,
    });

const member = (order: MoneyOrder): AccountRef => ({ memberId: order.memberId, wallet: MAIN_WALLET });
const house = (name: string) => (): AccountRef => ({ house: name });
const HOLD = house('WITHDRAW_HOLD');
const PAYOUT = house('WITHDRAW_PAYOUT');

/** Admin: the money is sent; the member now has N minutes to say whether it arrived. */
export function payWithdrawal(deps: Deps, merchant: MerchantProfile, referenceNo: string, remark?: string) {
  return advanceOrder(
    deps,
    referenceNo,
    (at) => ({
      type: 'WITHDRAW',
      from: ['PENDING'],
      to: 'PAID',
      remark,
      dueAt: minutesAfter(at, merchant.config.cashier.withdrawConfirmMinutes),
    }),
    moveFunds('payout', HOLD, PAYOUT),
  );
}

/** Admin: refused before paying; the held amount returns to the main wallet. */
export function rejectWithdrawal(deps: Deps, referenceNo: string, remark?: string) {
  return advanceOrder(
    deps,
    referenceNo,
    { type: 'WITHDRAW', from: ['PENDING'], to: 'REJECTED', remark },
    moveFunds('refund', HOLD, member),
  );
}

/** The member's word on a paid withdrawal: received, or not received with proof. */
export async function confirmReceipt(deps: Deps, memberId: number, receipt: ConfirmReceipt) {
  const order = await orderByReference(sqlOf(deps.db), receipt.referenceNo);
  if (!order || order.memberId !== memberId) throw PlatformError.of('orderNotFound');
  const proofs = receipt.action === 'NOT_RECEIVED' ? await proofsToStore(receipt.proofs) : [];
  return advanceOrder(
    deps,
    receipt.referenceNo,
    receipt.action === 'RECEIVED'
      ? { type: 'WITHDRAW', from: ['PAID', 'NOT_RECEIVED'], to: 'RECEIVED' }
      : {
          type: 'WITHDRAW',
          from: ['PAID'],
          to: 'NOT_RECEIVED',
          remark: receipt.remark,
          // a complaint stops the clock: it waits for an admin
          dueAt: null,
          details: { ...(order.details as object), proofs },
        },
  );
}

/** Admin, after checking the proof: it was fully paid (closed), or it was not (refunded). */
export function resolveWithdrawal(
  deps: Deps,
  referenceNo: string,
  outcome: 'FULLY_PAID' | 'REFUNDED',
  remark?: string,
) {
  return advanceOrder(
    deps,
    referenceNo,
    { type: 'WITHDRAW', from: ['NOT_RECEIVED'], to: outcome, remark },
    outcome === 'REFUNDED' ? moveFunds('refund', PAYOUT, member) : undefined,
  );
}

/** Admin: counted as received whatever the member says; such a withdrawal is never refunded. */
export function forceReceive(deps: Deps, referenceNo: string, remark?: string) {
  return advanceOrder(deps, referenceNo, {
    type: 'WITHDRAW',
    from: ['PAID', 'NOT_RECEIVED'],
    to: 'FORCED_RECEIVED',
    remark,
  });
}

/** Silence within the window counts as received (the sweeper calls this when the time is up). */
export function autoReceive(deps: Deps, referenceNo: string) {
  return advanceOrder(deps, referenceNo, { type: 'WITHDRAW', from: ['PAID'], to: 'AUTO_RECEIVED' });
}

/** Withdrawals waiting for the member's word (MCSFE_getPaymentConfirmationList). */
export function awaitingConfirmation(deps: Deps, memberId: number) {
  return deps.db.moneyOrder.findMany({
    where: { memberId, type: 'WITHDRAW', status: { in: ['PAID', 'NOT_RECEIVED'] } },
    orderBy: { appliedAt: 'desc' },
  });
}
