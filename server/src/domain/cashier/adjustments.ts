// Back-office credits and debits (wallet.adjust), bonuses (wallet.grantBonus and the first-deposit
// bonus), cashback and points converted into money: orders in the member's account record, posted
// against the merchant's house account named as the order type (ADJUSTMENT, BONUS, REBATE,
// POINT_CONVERSION).
import { MAIN_WALLET } from '@sim/shared/wps/cashier';
import type { Tx } from '../../db/client.ts';
import { retryOnDuplicate } from '../../db/retry-on-duplicate.ts';
import type { MoneyOrder, Prisma } from '../../generated/prisma/client.ts';
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
  /** what the record keeps besides the amount (e.g. the points a conversion took) */
  details?: Prisma.InputJsonValue;
}

type CreditType = 'ADJUSTMENT' | 'BONUS' | 'REBATE' | 'POINT_CONVERSION' | 'SALARY' | 'DIVIDEND';

/**
 * The order and its posting, inside the caller's transaction; `alsoOnce` runs with them when the
 * order is new (never on a replay), e.g. the points a conversion takes.
 */
export function bookCredit(
  tx: Tx,
  type: CreditType,
  credit: Credit,
  now: Date,
  alsoOnce: (order: MoneyOrder) => Promise<unknown> = async () => undefined,
) {
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
      details: credit.details,
      appliedAt: now,
    },
    async (order) => {
      await alsoOnce(order);
      await postMove(tx, credit.merchantCode, {
        idempotencyKey: `order/${order.referenceNo}/move`,
        kind: credit.amountMinor > 0n ? `${type}_CREDIT` : `${type}_DEBIT`,
        memo: credit.reason,
        postedAt: now,
        from: credit.amountMinor > 0n ? house : wallet,
        to: credit.amountMinor > 0n ? wallet : house,
        amountMinor: magnitude,
      });
    },
  );
}

/** A booking in its own transaction, answered with the main wallet's new balance. */
export function bookWithBalance(
  deps: Pick<CashierDeps, 'db' | 'clock'>,
  type: CreditType,
  credit: Credit,
  alsoOnce?: (tx: Tx, order: MoneyOrder, now: Date) => Promise<unknown>,
) {
  const now = deps.clock.now();
  return retryOnDuplicate(() =>
    deps.db.$transaction(async (tx) => {
      const placed = await bookCredit(
        tx,
        type,
        credit,
        now,
        alsoOnce && ((order) => alsoOnce(tx, order, now)),
      );
      const main = await tx.walletAccount.findUniqueOrThrow({
        where: { code: memberWalletCode(credit.memberId, MAIN_WALLET) },
      });
      return { ...placed, balanceMinor: main.balanceMinor };
    }),
  );
}

export const adjustBalance = (deps: Pick<CashierDeps, 'db' | 'clock'>, credit: Credit) =>
  bookWithBalance(deps, 'ADJUSTMENT', credit);

export const grantBonus = (deps: Pick<CashierDeps, 'db' | 'clock'>, credit: Credit) =>
  bookWithBalance(deps, 'BONUS', credit);
