// Deposits through the simulated payment channels: PENDING until an admin (or, after the merchant's
// delay on the simulated clock, the sweeper) approves or rejects; approval credits the main wallet.
import { toMajor, toMinor } from '@sim/shared/money';
import { type DepositRequest, type DepositSettings, MAIN_WALLET } from '@sim/shared/wps/cashier';
import { retryOnDuplicate } from '../../db/retry-on-duplicate.ts';
import { PlatformError } from '../../platform/errors.ts';
import type { MerchantProfile } from '../merchants/directory.ts';
import { postMove } from '../wallet/ledger.ts';
import { advanceOrder, type CashierDeps, minutesAfter, placeOrder, type StepEffects } from './orders.ts';

export async function depositSettings(
  deps: CashierDeps,
  merchant: MerchantProfile,
  memberId: number,
): Promise<DepositSettings> {
  const { cashier } = merchant.config;
  return {
    allowDeposit: 'Y',
    totalDepositSuccessCount: await deps.db.moneyOrder.count({
      where: { memberId, type: 'DEPOSIT', status: 'APPROVED' },
    }),
    channels: cashier.depositChannels,
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
  return retryOnDuplicate(() =>
    deps.db.$transaction((tx) =>
      placeOrder(tx, {
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
    ),
  );
}

/** Approves (crediting the main wallet from the merchant's deposit account) or rejects a deposit. */
export function decideDeposit(
  deps: Pick<CashierDeps, 'db' | 'clock'>,
  referenceNo: string,
  approve: boolean,
  remark?: string,
) {
  const credit: StepEffects = (tx, order, at) =>
    postMove(tx, order.merchantCode, {
      idempotencyKey: `order/${order.referenceNo}/credit`,
      kind: 'DEPOSIT',
      memo: `${order.channel} ${toMajor(order.amountMinor)}`,
      postedAt: at,
      from: { house: 'DEPOSIT' },
      to: { memberId: order.memberId, wallet: MAIN_WALLET },
      amountMinor: order.amountMinor,
    });
  return advanceOrder(
    deps,
    referenceNo,
    { type: 'DEPOSIT', from: ['PENDING'], to: approve ? 'APPROVED' : 'REJECTED', remark },
    approve ? credit : undefined,
  );
}
