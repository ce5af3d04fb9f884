// Deposits through the simulated payment channels: PENDING until an admin (or, after the merchant's
// delay on the simulated clock, the sweeper) approves or rejects; approval credits the main wallet.
import type { Language } from '@sim/shared/languages';
import { toMajor, toMinor } from '@sim/shared/money';
import { type DepositRequest, type DepositSettings, MAIN_WALLET } from '@sim/shared/wps/cashier';
import { type Sql, sqlOf, sqlTransaction } from '../../db/sql.ts';
import { PlatformError } from '../../foundation/errors.ts';
import type { MoneyOrder } from '../../generated/prisma/client.ts';
import type { MerchantProfile } from '../merchants/directory.ts';
import { postMoveSql } from '../wallet/ledger.ts';
import { bookCreditSql } from './adjustments.ts';
import { localisedChannel } from './channel-names.ts';
import { countOrders, orderByReference } from './order-rows.ts';
import { advanceOrder, type CashierDeps, minutesAfter, placeOrderSql, type StepEffects } from './orders.ts';

export async function depositSettings(
  deps: CashierDeps,
  merchant: MerchantProfile,
  memberId: number,
  language: Language = 'EN',
): Promise<DepositSettings> {
  const { cashier } = merchant.config;
  return {
    allowDeposit: 'Y',
    totalDepositSuccessCount: await deps.db.moneyOrder.count({
      where: { memberId, type: 'DEPOSIT', status: 'APPROVED' },
    }),
    channels: cashier.depositChannels.map((channel) => localisedChannel(channel, language)),
    autoApproveMinutes: cashier.depositAutoApproveMinutes,
    currency: merchant.currency,
  };
}

/** The amount must lie within [min, max]; the refusal carries the range for the form to show. */
export function requireInRange(amountMinor: bigint, min: number, max: number): void {
  if (amountMinor < toMinor(min) || amountMinor > toMinor(max))
    throw PlatformError.of('amountOutOfRange', {
      message: `The amount must be between ${min} and ${max}`,
      value: { min, max },
    });
}

export async function requestDeposit(
  deps: CashierDeps,
  merchant: MerchantProfile,
  memberId: number,
  request: DepositRequest,
) {
  const { cashier } = merchant.config;
  const channel = cashier.depositChannels.find((c) => c.code === request.channelCode);
  if (!channel) throw PlatformError.of('channelNotFound');
  const amountMinor = toMinor(request.amount);
  requireInRange(amountMinor, channel.minAmount, channel.maxAmount);
  const now = deps.clock.now();
  const minutes = cashier.depositAutoApproveMinutes;
  return sqlTransaction(deps.db, (sql) =>
    placeOrderSql(sql, {
      merchantCode: merchant.code,
      memberId,
      requestId: request.requestId,
      type: 'DEPOSIT',
      status: 'PENDING',
      amountMinor,
      toWallet: MAIN_WALLET,
      channel: channel.code,
      appliedAt: now,
      dueAt: minutes === null ? null : minutesAfter(now, minutes),
    }),
  );
}

/**
 * The merchant's first-deposit bonus (cashier.firstDepositBonusPercent, capped): on the member's
 * first approved deposit only, in the approval's transaction, once (keyed by the deposit).
 */
async function firstDepositBonus(sql: Sql, merchant: MerchantProfile | null, deposit: MoneyOrder, at: Date) {
  const { firstDepositBonusPercent: percent, firstDepositBonusMax: max } = merchant?.config.cashier ?? {};
  if (!percent || max === undefined) return;
  const approvedBefore = await countOrders(sql, {
    memberId: deposit.memberId,
    type: 'DEPOSIT',
    status: 'APPROVED',
    notId: deposit.id,
  });
  if (approvedBefore > 0) return;
  const bonus = (deposit.amountMinor * BigInt(Math.round(percent * 100))) / 10_000n;
  const amountMinor = bonus < toMinor(max) ? bonus : toMinor(max);
  if (amountMinor <= 0n) return;
  await bookCreditSql(
    sql,
    'BONUS',
    {
      merchantCode: deposit.merchantCode,
      memberId: deposit.memberId,
      amountMinor,
      reason: `First deposit bonus ${percent}% (${deposit.referenceNo})`,
      requestId: `first-deposit/${deposit.referenceNo}`,
    },
    at,
  );
}

/** Approves (crediting the main wallet from the merchant's deposit account) or rejects a deposit. */
export async function decideDeposit(
  deps: CashierDeps,
  referenceNo: string,
  approve: boolean,
  remark?: string,
) {
  // the merchant's bonus settings, read before the (synchronous) transaction; an order's merchant never changes
  const merchantCode = approve
    ? (await orderByReference(sqlOf(deps.db), referenceNo))?.merchantCode
    : undefined;
  const merchant = merchantCode ? await deps.merchants.get(merchantCode) : null;
  const credit: StepEffects = async (sql, deposit, at) => {
    await postMoveSql(sql, deposit.merchantCode, {
      idempotencyKey: `order/${deposit.referenceNo}/credit`,
      kind: 'DEPOSIT',
      memo: `${deposit.channel} ${toMajor(deposit.amountMinor)}`,
      postedAt: at,
      from: { house: 'DEPOSIT' },
      to: { memberId: deposit.memberId, wallet: MAIN_WALLET },
      amountMinor: deposit.amountMinor,
    });
    await firstDepositBonus(sql, merchant, deposit, at);
  };
  return advanceOrder(
    deps,
    referenceNo,
    { type: 'DEPOSIT', from: ['PENDING'], to: approve ? 'APPROVED' : 'REJECTED', remark },
    approve ? credit : undefined,
  );
}
