// Deposits through the simulated payment channels: PENDING until an admin (or, after the merchant's
// delay on the simulated clock, the sweeper) approves or rejects; approval credits the main wallet.
import type { Language } from '@sim/shared/languages';
import { toMajor, toMinor } from '@sim/shared/money';
import { type DepositRequest, type DepositSettings, MAIN_WALLET } from '@sim/shared/wps/cashier';
import type { Tx } from '../../db/client.ts';
import { retryOnDuplicate } from '../../db/retry-on-duplicate.ts';
import type { MoneyOrder } from '../../generated/prisma/client.ts';
import { PlatformError } from '../../platform/errors.ts';
import type { MerchantProfile } from '../merchants/directory.ts';
import { postMove } from '../wallet/ledger.ts';
import { bookCredit } from './adjustments.ts';
import { localisedChannel } from './channel-names.ts';
import { advanceOrder, type CashierDeps, minutesAfter, placeOrder, type StepEffects } from './orders.ts';

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

/**
 * The merchant's first-deposit bonus (cashier.firstDepositBonusPercent, capped): on the member's
 * first approved deposit only, in the approval's transaction, once (keyed by the deposit).
 */
async function firstDepositBonus(tx: Tx, merchant: MerchantProfile | null, deposit: MoneyOrder, at: Date) {
  const { firstDepositBonusPercent: percent, firstDepositBonusMax: max } = merchant?.config.cashier ?? {};
  if (!percent || max === undefined) return;
  const approvedBefore = await tx.moneyOrder.count({
    where: { memberId: deposit.memberId, type: 'DEPOSIT', status: 'APPROVED', id: { not: deposit.id } },
  });
  if (approvedBefore > 0) return;
  const bonus = (deposit.amountMinor * BigInt(Math.round(percent * 100))) / 10_000n;
  const amountMinor = bonus < toMinor(max) ? bonus : toMinor(max);
  if (amountMinor <= 0n) return;
  await bookCredit(
    tx,
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
export function decideDeposit(deps: CashierDeps, referenceNo: string, approve: boolean, remark?: string) {
  const credit: StepEffects = async (tx, deposit, at) => {
    await postMove(tx, deposit.merchantCode, {
      idempotencyKey: `order/${deposit.referenceNo}/credit`,
      kind: 'DEPOSIT',
      memo: `${deposit.channel} ${toMajor(deposit.amountMinor)}`,
      postedAt: at,
      from: { house: 'DEPOSIT' },
      to: { memberId: deposit.memberId, wallet: MAIN_WALLET },
      amountMinor: deposit.amountMinor,
    });
    await firstDepositBonus(tx, await deps.merchants.get(deposit.merchantCode), deposit, at);
  };
  return advanceOrder(
    deps,
    referenceNo,
    { type: 'DEPOSIT', from: ['PENDING'], to: approve ? 'APPROVED' : 'REJECTED', remark },
    approve ? credit : undefined,
  );
}
