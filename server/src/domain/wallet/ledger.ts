// The double-entry ledger. Every movement is one balanced LedgerTransaction (its entries sum to zero)
// written in one database transaction, applied at most once per idempotency key; member wallets
// never go below zero (house accounts are the other side of every movement and may).
// Written in plain SQL (db/sql.ts): a posting is a handful of statements on the hot money paths, and
// Prisma's query layer cost a millisecond each. The `*Sql` functions run inside a plain-SQL
// transaction; the others inside the caller's Prisma transaction, on the same connection.
import type { Tx } from '../../db/client.ts';
import { type Sql, sqlIn, stampNow } from '../../db/sql.ts';
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

export interface AccountRow {
  id: number;
  balanceMinor: bigint;
}

export const insufficientFunds = () => PlatformError.of('insufficientBalance');

export const memberWalletCode = (memberId: number, wallet: string) => `member/${memberId}/${wallet}`;
export const houseAccountCode = (merchantCode: string, purpose: string) => `house/${merchantCode}/${purpose}`;

/** Returns the transaction id; a replay with the same key returns the first one and changes nothing. */
export function postSql(sql: Sql, posting: Posting): { transactionId: number; replayed: boolean } {
  const total = posting.lines.reduce((sum, line) => sum + line.amountMinor, 0n);
  if (total !== 0n) throw new Error(`unbalanced posting ${posting.idempotencyKey}: ${total}`);
  const existing = sql.one<{ id: bigint }>(
    'SELECT "id" FROM "LedgerTransaction" WHERE "idempotencyKey" = ?',
    posting.idempotencyKey,
  );
  if (existing) return { transactionId: Number(existing.id), replayed: true };

  const now = stampNow();
  const transaction = sql.one<{ id: bigint }>(
    'INSERT INTO "LedgerTransaction" ("idempotencyKey", "kind", "memo", "postedAt", "createdAt", "updatedAt") ' +
      'VALUES (?, ?, ?, ?, ?, ?) RETURNING "id"',
    posting.idempotencyKey,
    posting.kind,
    posting.memo ?? null,
    posting.postedAt,
    now,
    now,
  ) as { id: bigint };
  for (const line of posting.lines) {
    // debit only what is there: the guard sits in the UPDATE so concurrent postings cannot overdraw
    const account = sql.one<{ balanceMinor: bigint }>(
      'UPDATE "WalletAccount" SET "balanceMinor" = "balanceMinor" + ?, "updatedAt" = ? ' +
        'WHERE "id" = ? AND ("isHouse" OR "balanceMinor" + ? >= 0) RETURNING "balanceMinor"',
      line.amountMinor,
      now,
      line.accountId,
      line.amountMinor,
    );
    if (!account) throw insufficientFunds();
    sql.run(
      'INSERT INTO "LedgerEntry" ("transactionId", "accountId", "amountMinor", "balanceAfter", "createdAt", "updatedAt") ' +
        'VALUES (?, ?, ?, ?, ?, ?)',
      transaction.id,
      line.accountId,
      line.amountMinor,
      account.balanceMinor,
      now,
      now,
    );
  }
  return { transactionId: Number(transaction.id), replayed: false };
}

/** The account with this code, opened on first use. */
function ensureAccountSql(
  sql: Sql,
  account: { code: string; merchantCode: string; memberId: number | null; wallet: string; isHouse: boolean },
): AccountRow {
  const select = 'SELECT "id", "balanceMinor" FROM "WalletAccount" WHERE "code" = ?';
  let row = sql.one<{ id: bigint; balanceMinor: bigint }>(select, account.code);
  if (!row) {
    const now = stampNow();
    sql.run(
      'INSERT INTO "WalletAccount" ("code", "merchantCode", "memberId", "wallet", "isHouse", "balanceMinor", "createdAt", "updatedAt") ' +
        'VALUES (?, ?, ?, ?, ?, 0, ?, ?) ON CONFLICT ("code") DO NOTHING',
      account.code,
      account.merchantCode,
      account.memberId,
      account.wallet,
      account.isHouse,
      now,
      now,
    );
    row = sql.one<{ id: bigint; balanceMinor: bigint }>(select, account.code) as {
      id: bigint;
      balanceMinor: bigint;
    };
  }
  return { id: Number(row.id), balanceMinor: row.balanceMinor };
}

export const ensureMemberWalletSql = (sql: Sql, merchantCode: string, memberId: number, wallet = 'MAIN') =>
  ensureAccountSql(sql, {
    code: memberWalletCode(memberId, wallet),
    merchantCode,
    memberId,
    wallet,
    isHouse: false,
  });

export const ensureHouseAccountSql = (sql: Sql, merchantCode: string, purpose: string) =>
  ensureAccountSql(sql, {
    code: houseAccountCode(merchantCode, purpose),
    merchantCode,
    memberId: null,
    wallet: purpose,
    isHouse: true,
  });

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

const accountOf = (sql: Sql, merchantCode: string, ref: AccountRef) =>
  'house' in ref
    ? ensureHouseAccountSql(sql, merchantCode, ref.house)
    : ensureMemberWalletSql(sql, merchantCode, ref.memberId, ref.wallet);

/** Moves an amount from one account to another: the common two-line posting. */
export function postMoveSql(sql: Sql, merchantCode: string, move: Move) {
  const from = accountOf(sql, merchantCode, move.from);
  const to = accountOf(sql, merchantCode, move.to);
  return postSql(sql, {
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

// The same, inside a Prisma transaction (cashier, lottery, accounts).
export const post = async (tx: Tx, posting: Posting) => postSql(sqlIn(tx), posting);
export const ensureMemberWallet = async (tx: Tx, merchantCode: string, memberId: number, wallet = 'MAIN') =>
  ensureMemberWalletSql(sqlIn(tx), merchantCode, memberId, wallet);
export const ensureHouseAccount = async (tx: Tx, merchantCode: string, purpose: string) =>
  ensureHouseAccountSql(sqlIn(tx), merchantCode, purpose);
export const postMove = async (tx: Tx, merchantCode: string, move: Move) =>
  postMoveSql(sqlIn(tx), merchantCode, move);
