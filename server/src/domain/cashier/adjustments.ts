// Back-office credits and debits (wallet.adjust) and bonuses (wallet.grantBonus): orders in the
// member's account record, posted against the merchant's ADJUSTMENT and BONUS accounts.
import { MAIN_WALLET } from '@sim/shared/wps/cashier';
import { retryOnDuplicate } from '../../db/retry-on-duplicate.ts';
import { memberWalletCode, postMove } from '../wallet/ledger.ts';
import { type CashierDeps, placeOrder } from './orders.ts';

export interface Credit {
  merchantCode: string;
  memberId: number;
  /** positive credits, negative debits (adjustments only) */
  amountMinor: bigint;
  reason: string;
  idempotencyKey?: string;
}

function book(deps: Pick<CashierDeps, 'db' | 'clock'>, type: 'ADJUSTMENT' | 'BONUS', credit: Credit) {
  const now = deps.clock.now();
  const magnitude = credit.amountMinor < 0n ? -credit.amountMinor : credit.amountMinor;
  const house = { house: type };
  const wallet = { memberId: credit.memberId, wallet: MAIN_WALLET };
  return retryOnDuplicate(() =>
    deps.db.$transaction(async (tx) => {
      const placed = await placeOrder(
        tx,
        {
          merchantCode: credit.merchantCode,
          memberId: credit.memberId,
          requestId: credit.idempotencyKey && `admin/${credit.idempotencyKey}`,
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
