// Transfers between the main wallet and vendor sub-wallets (multi-wallet merchants): each is one order
// and its postings in one transaction. Transfers to the upline agent: upline-transfer.ts.
import { toMinor } from '@sim/shared/money';
import { MAIN_WALLET, type WalletTransfer } from '@sim/shared/wps/cashier';
import { type Sql, sqlTransaction } from '../../db/sql.ts';
import { PlatformError } from '../../foundation/errors.ts';
import type { MerchantProfile } from '../merchants/directory.ts';
import { isModuleOn } from '../merchants/flags.ts';
import { postMoveSql, vendorWalletsHolding, walletBalanceSql } from '../wallet/ledger.ts';
import { lockedWallets, requireUnlocked } from '../wallet/turnover-locks.ts';
import { knownWallet } from '../wallet/wallets.ts';
import { orderByRequest } from './order-rows.ts';
import { type CashierDeps, placeOrderSql } from './orders.ts';

export const RECALL_ALL = 'ALL';

async function requireWallet(deps: CashierDeps, name: string) {
  if (!(await knownWallet(deps.catalogue, name)))
    throw PlatformError.of('walletNotFound', { message: `No wallet ${name}` });
}

export async function walletTransfer(
  deps: CashierDeps,
  merchant: MerchantProfile,
  memberId: number,
  request: WalletTransfer,
) {
  if (!isModuleOn(merchant, 'FUNDTRANS3')) throw PlatformError.of('functionNotAvailable');
  if (merchant.config.singleWallet) throw PlatformError.of('singleWallet');
  if (request.from === RECALL_ALL) return recallAll(deps, merchant, memberId, request);
  await Promise.all([requireWallet(deps, request.from), requireWallet(deps, request.to)]);
  await requireUnlocked(deps.db, memberId, request.from);
  const move = { from: request.from, to: request.to, amountMinor: toMinor(request.amount ?? 0) };
  const now = deps.clock.now();
  return sqlTransaction(deps.db, (sql) =>
    bookTransfer(sql, merchant.code, memberId, request.requestId, move, now),
  );
}

interface WalletMove {
  from: string;
  to: string;
  amountMinor: bigint;
  remark?: string;
}

/** A TRANSFER order between two of the member's wallets and its posting, inside the caller's transaction. */
function bookTransfer(
  sql: Sql,
  merchantCode: string,
  memberId: number,
  requestId: string | undefined,
  move: WalletMove,
  now: Date,
) {
  return placeOrderSql(
    sql,
    {
      merchantCode,
      memberId,
      requestId,
      type: 'TRANSFER',
      status: 'SUCCESS',
      amountMinor: move.amountMinor,
      fromWallet: move.from,
      toWallet: move.to,
      remark: move.remark,
      appliedAt: now,
    },
    (order) =>
      postMoveSql(sql, merchantCode, {
        idempotencyKey: `order/${order.referenceNo}/move`,
        kind: 'TRANSFER',
        memo: `${move.from} -> ${move.to}`,
        postedAt: now,
        from: { memberId, wallet: move.from },
        to: { memberId, wallet: move.to },
        amountMinor: move.amountMinor,
      }),
  );
}

/**
 * launchGame with confirmTrans=1 on a multi-wallet merchant: everything in the main wallet moves to
 * the vendor's wallet before play, as the real platform's "transfer and play" does.
 */
export function moveMainInto(deps: CashierDeps, merchant: MerchantProfile, memberId: number, wallet: string) {
  const now = deps.clock.now();
  return sqlTransaction(deps.db, async (sql) => {
    const held = await walletBalanceSql(sql, memberId, MAIN_WALLET);
    if (held <= 0n) return null;
    const move = { from: MAIN_WALLET, to: wallet, amountMinor: held, remark: 'transfer on launch' };
    return (await bookTransfer(sql, merchant.code, memberId, undefined, move, now)).order;
  });
}

/**
 * Every vendor wallet back to the main wallet, as one order with one posting per wallet; a wallet a
 * turnover lock holds stays where it is.
 */
async function recallAll(
  deps: CashierDeps,
  merchant: MerchantProfile,
  memberId: number,
  request: WalletTransfer,
) {
  if (request.to !== MAIN_WALLET)
    throw PlatformError.of('walletNotFound', { message: 'ALL goes to MAIN only' });
  const locked = await lockedWallets(deps.db, memberId);
  const now = deps.clock.now();
  return sqlTransaction(deps.db, async (sql) => {
    if (request.requestId) {
      const replay = await orderByRequest(sql, memberId, request.requestId);
      if (replay) return { order: replay, replayed: true };
    }
    const held = (await vendorWalletsHolding(sql, memberId)).filter((w) => !locked.has(w.wallet));
    const total = held.reduce((sum, w) => sum + w.balanceMinor, 0n);
    if (total === 0n)
      throw PlatformError.of('insufficientBalance', { message: 'Every vendor wallet is empty' });
    return placeOrderSql(
      sql,
      {
        merchantCode: merchant.code,
        memberId,
        requestId: request.requestId,
        type: 'TRANSFER',
        status: 'SUCCESS',
        amountMinor: total,
        fromWallet: RECALL_ALL,
        toWallet: MAIN_WALLET,
        appliedAt: now,
      },
      async (order) => {
        for (const wallet of held)
          await postMoveSql(sql, merchant.code, {
            idempotencyKey: `order/${order.referenceNo}/${wallet.wallet}`,
            kind: 'TRANSFER',
            memo: `${wallet.wallet} -> ${MAIN_WALLET}`,
            postedAt: now,
            from: { memberId, wallet: wallet.wallet },
            to: { memberId, wallet: MAIN_WALLET },
            amountMinor: wallet.balanceMinor,
          });
      },
    );
  });
}
