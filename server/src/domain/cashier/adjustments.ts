// Back-office credits and debits (wallet.adjust), bonuses (wallet.grantBonus and the first-deposit
// bonus): orders in the member's account record, posted against the merchant's ADJUSTMENT and BONUS
// accounts.
import { MAIN_WALLET } from '@sim/shared/wps/cashier';
import type { Tx } from '../../db/client.ts';
import { retryOnDuplicate } from '../../db/retry-on-duplicate.ts';
import { memberWalletCode, postMove } from '../wallet/ledger.ts';
import { type CashierDeps, placeOrder } from './orders.ts';

export interface Credit {
  merchantCode: string;
  memberId: number;
  /** positive credits, negative debits (adjustments only) */
  amountMinor: bigint;
  reason: string;
  /** the order's requestId: a second booking with it answers the first */
  requestId?: string;
}

type CreditType = 'ADJUSTMENT' | 'BONUS';

/** The order and its posting, inside the caller's transaction. */
export function bookCredit(tx: Tx, type: CreditType, credit: Credit, now: Date) {
  const magnitude = credit.amountMinor < 0n ? -credit.amountMinor : credit.amountMinor;
  const house = { house: type };
  const wallet = { memberId: credit.memberId, wallet: MAIN_WALLET };
  return placeOrder(
    tx,
    {
      merchantCode: credit.merchantCode,
      memberId: credit.memberId,
      requestId: credit.requestId,
      type,
      status: 'SUCCESS',
      // the record shows debits as negative amounts
      amountMinor: credit.amountMinor,
      toWallet: MAIN_WALLET,
      remark: credit.reason,
      appliedAt: now,
    },
    (order) =>
      postMove(tx, credit.merchantCode, {
        idempotencyKey: `order/${order.referenceNo}/move`,
        kind: credit.amountMinor > 0n ? `${type}_CREDIT` : `${type}_DEBIT`,
        memo: credit.reason,
        postedAt: now,
        from: credit.amountMinor > 0n ? house : wallet,
        to: credit.amountMinor > 0n ? wallet : house,
        amountMinor: magnitude,
      }),
  );
}

/** A back-office booking in its own transaction, answered with the main wallet's new balance. */
function book(deps: Pick<CashierDeps, 'db' | 'clock'>, type: CreditType, credit: Credit) {
  const now = deps.clock.now();
  return retryOnDuplicate(() =>
    deps.db.$transaction(async (tx) => {
      const placed = await bookCredit(tx, type, credit, now);
      const main = await tx.walletAccount.findUniqueOrThrow({
        where: { code: memberWalletCode(credit.memberId, MAIN_WALLET) },
      });
      return { ...placed, balanceMinor: main.balanceMinor };
    }),
  );
}

export const adjustBalance = (deps: Pick<CashierDeps, 'db' | 'clock'>, credit: Credit) =>
  book(deps, 'ADJUSTMENT', credit);

export const grantBonus = (deps: Pick<CashierDeps, 'db' | 'clock'>, credit: Credit) =>
  book(deps, 'BONUS', credit);
