// The double-entry ledger. Every movement is one balanced LedgerTransaction (its entries sum to zero)
// written in one database transaction, applied at most once per idempotency key; member wallets
// never go below zero (house accounts are the other side of every movement and may).
import type { Tx } from '../../db/client.ts';
import { PlatformError } from '../../platform/errors.ts';

export interface PostingLine {
  accountId: number;
  amountMinor: bigint;
}

export interface Posting {
  idempotencyKey: string;
  kind: string;
  memo?: string;
  postedAt: Date;
  lines: PostingLine[];
}

export const insufficientFunds = () => PlatformError.of('insufficientBalance');

export const memberWalletCode = (memberId: number, wallet: string) => `member/${memberId}/${wallet}`;
export const houseAccountCode = (merchantCode: string, purpose: string) => `house/${merchantCode}/${purpose}`;

/** Returns the transaction id; a replay with the same key returns the first one and changes nothing. */
export async function post(tx: Tx, posting: Posting): Promise<{ transactionId: number; replayed: boolean }> {
  const total = posting.lines.reduce((sum, line) => sum + line.amountMinor, 0n);
  if (total !== 0n) throw new Error(`unbalanced posting ${posting.idempotencyKey}: ${total}`);
  const existing = await tx.ledgerTransaction.findUnique({
    where: { idempotencyKey: posting.idempotencyKey },
  });
  if (existing) return { transactionId: existing.id, replayed: true };

  const transaction = await tx.ledgerTransaction.create({
    data: {
      idempotencyKey: posting.idempotencyKey,
      kind: posting.kind,
      memo: posting.memo,
      postedAt: posting.postedAt,
    },
  });
  for (const line of posting.lines) {
    // debit only what is there: the guard sits in the UPDATE so concurrent postings cannot overdraw
    const guard =
      line.amountMinor < 0n ? { OR: [{ isHouse: true }, { balanceMinor: { gte: -line.amountMinor } }] } : {};
    const account = await tx.walletAccount
      .update({
        where: { id: line.accountId, ...guard },
        data: { balanceMinor: { increment: line.amountMinor } },
        select: { balanceMinor: true },
      })
      .catch((error: { code?: string }) => {
        // P2025: no row matched the id and the guard, i.e. the money is not there
        throw error.code === 'P2025' ? insufficientFunds() : error;
      });
    await tx.ledgerEntry.create({
      data: {
        transactionId: transaction.id,
        accountId: line.accountId,
        amountMinor: line.amountMinor,
        balanceAfter: account.balanceMinor,
      },
    });
  }
  return { transactionId: transaction.id, replayed: false };
}

export async function ensureMemberWallet(tx: Tx, merchantCode: string, memberId: number, wallet = 'MAIN') {
  const code = memberWalletCode(memberId, wallet);
  return tx.walletAccount.upsert({
    where: { code },
    create: { code, merchantCode, memberId, wallet },
    update: {},
  });
}

export async function ensureHouseAccount(tx: Tx, merchantCode: string, purpose: string) {
  const code = houseAccountCode(merchantCode, purpose);
  return tx.walletAccount.upsert({
    where: { code },
    create: { code, merchantCode, wallet: purpose, isHouse: true },
    update: {},
  });
}

/** One side of a two-line movement: a member's wallet or a house account of the merchant. */
export type AccountRef = { memberId: number; wallet: string } | { house: string };

export interface Move {
  idempotencyKey: string;
  kind: string;
  memo?: string;
  postedAt: Date;
  from: AccountRef;
  to: AccountRef;
  amountMinor: bigint;
}

const accountOf = (tx: Tx, merchantCode: string, ref: AccountRef) =>
  'house' in ref
    ? ensureHouseAccount(tx, merchantCode, ref.house)
    : ensureMemberWallet(tx, merchantCode, ref.memberId, ref.wallet);

/** Moves an amount from one account to another: the common two-line posting. */
export async function postMove(tx: Tx, merchantCode: string, move: Move) {
  const from = await accountOf(tx, merchantCode, move.from);
  const to = await accountOf(tx, merchantCode, move.to);
  return post(tx, {
    idempotencyKey: move.idempotencyKey,
    kind: move.kind,
    memo: move.memo,
    postedAt: move.postedAt,
    lines: [
      { accountId: from.id, amountMinor: -move.amountMinor },
      { accountId: to.id, amountMinor: move.amountMinor },
    ],
  });
}
