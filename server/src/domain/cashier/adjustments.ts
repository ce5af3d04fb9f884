// Back-office credits and debits (wallet.adjust), bonuses (wallet.grantBonus and the first-deposit
// bonus), cashback and points converted into money: orders in the member's account record, posted
// against the merchant's house account named as the order type (ADJUSTMENT, BONUS, REBATE,
// POINT_CONVERSION).
import { MAIN_WALLET } from '@sim/shared/wps/cashier';
import type { Tx } from '../../db/client.ts';
import { retryOnDuplicate } from '../../db/retry-on-duplicate.ts';
import { type Sql, sqlIn } from '../../db/sql.ts';
import type { MoneyOrder, Prisma } from '../../generated/prisma/client.ts';
import { memberWalletCode, postMoveSql } from '../wallet/ledger.ts';
import { type CashierDeps, type NewOrder, placeOrder, placeOrderSql } from './orders.ts';

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

const creditOrder = (type: CreditType, credit: Credit, now: Date): NewOrder => ({
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
});

/** The credit's posting: from the house account named as the type to the main wallet (a debit the other way). */
function postCredit(sql: Sql, type: CreditType, credit: Credit, order: MoneyOrder, now: Date) {
  const magnitude = credit.amountMinor < 0n ? -credit.amountMinor : credit.amountMinor;
  const house = { house: type };
  const wallet = { memberId: credit.memberId, wallet: MAIN_WALLET };
  return postMoveSql(sql, credit.merchantCode, {
    idempotencyKey: `order/${order.referenceNo}/move`,
    kind: credit.amountMinor > 0n ? `${type}_CREDIT` : `${type}_DEBIT`,
    memo: credit.reason,
    postedAt: now,
    from: credit.amountMinor > 0n ? house : wallet,
    to: credit.amountMinor > 0n ? wallet : house,
    amountMinor: magnitude,
  });
}

/** The order and its posting, inside the caller's plain-SQL transaction. */
export const bookCreditSql = (sql: Sql, type: CreditType, credit: Credit, now: Date) =>
  placeOrderSql(sql, creditOrder(type, credit, now), (order) => postCredit(sql, type, credit, order, now));

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
  return placeOrder(tx, creditOrder(type, credit, now), async (order) => {
    await alsoOnce(order);
    await postCredit(sqlIn(tx), type, credit, order, now);
  });
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
