// The double-entry ledger. Every movement is one balanced LedgerTransaction (its entries sum to zero)
// written in one database transaction, applied at most once per idempotency key; member wallets
// never go below zero (house accounts are the other side of every movement and may).
// Written in plain SQL (db/sql.ts): a posting is a handful of statements on the hot money paths, and
// Prisma's query layer cost a millisecond each. The `*Sql` functions run inside a plain-SQL
// transaction; the others inside the caller's Prisma transaction, on the same connection.
import type { Tx } from '../../db/client.ts';
import { type Sql, sqlIn, stampNow } from '../../db/sql.ts';
import { PlatformError } from '../../foundation/errors.ts';

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

const insertEntry =
  'INSERT INTO "LedgerEntry" ("transactionId", "accountId", "amountMinor", "balanceAfter", "createdAt", "updatedAt") ' +
  'VALUES (?, ?, ?, ?, ?, ?)';

// debit only what is there: the guard sits in the UPDATE so concurrent postings cannot overdraw
const guardedUpdate = (where: string) =>
  'UPDATE "WalletAccount" SET "balanceMinor" = "balanceMinor" + ?, "updatedAt" = ? ' +
  `WHERE ${where} AND ("isHouse" OR "balanceMinor" + ? >= 0) RETURNING "id", "balanceMinor"`;
const updateById = guardedUpdate('"id" = ?');
const updateByCode = guardedUpdate('"code" = ?');

/**
 * The transaction header, or the id of the one already posted under this key (a replay). Insert first:
 * on PostgreSQL a parallel posting of the same key waits at the unique index for the first to commit,
 * then inserts nothing and reads the winner's header, where read-then-insert would fail the loser.
 */
async function openTransaction(sql: Sql, posting: Omit<Posting, 'lines'>, now: Date) {
  const created = await sql.one<{ id: bigint }>(
    'INSERT INTO "LedgerTransaction" ("idempotencyKey", "kind", "memo", "postedAt", "createdAt", "updatedAt") ' +
      'VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT ("idempotencyKey") DO NOTHING RETURNING "id"',
    posting.idempotencyKey,
    posting.kind,
    posting.memo ?? null,
    posting.postedAt,
    now,
    now,
  );
  if (created) return { id: created.id, replayed: false };
  const existing = (await sql.one<{ id: bigint }>(
    'SELECT "id" FROM "LedgerTransaction" WHERE "idempotencyKey" = ?',
    posting.idempotencyKey,
  )) as { id: bigint };
  return { id: existing.id, replayed: true };
}

/** Returns the transaction id; a replay with the same key returns the first one and changes nothing. */
export async function postSql(
  sql: Sql,
  posting: Posting,
): Promise<{ transactionId: number; replayed: boolean }> {
  const total = posting.lines.reduce((sum, line) => sum + line.amountMinor, 0n);
  if (total !== 0n) throw new Error(`unbalanced posting ${posting.idempotencyKey}: ${total}`);
  const now = stampNow();
  const transaction = await openTransaction(sql, posting, now);
  if (transaction.replayed) return { transactionId: Number(transaction.id), replayed: true };
  for (const line of posting.lines) {
    const account = await sql.one<{ balanceMinor: bigint }>(
      updateById,
      line.amountMinor,
      now,
      line.accountId,
      line.amountMinor,
    );
    if (!account) throw insufficientFunds();
    await sql.run(
      insertEntry,
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

interface AccountSpec {
  code: string;
  merchantCode: string;
  memberId: number | null;
  wallet: string;
  isHouse: boolean;
}

/** The account with this code, opened on first use. */
async function ensureAccountSql(sql: Sql, account: AccountSpec): Promise<AccountRow> {
  const select = 'SELECT "id", "balanceMinor" FROM "WalletAccount" WHERE "code" = ?';
  let row = await sql.one<{ id: bigint; balanceMinor: bigint }>(select, account.code);
  if (!row) {
    const now = stampNow();
    await sql.run(
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
    row = (await sql.one<{ id: bigint; balanceMinor: bigint }>(select, account.code)) as {
      id: bigint;
      balanceMinor: bigint;
    };
  }
  return { id: Number(row.id), balanceMinor: BigInt(row.balanceMinor) };
}

const memberWallet = (merchantCode: string, memberId: number, wallet: string): AccountSpec => ({
  code: memberWalletCode(memberId, wallet),
  merchantCode,
  memberId,
  wallet,
  isHouse: false,
});

const houseAccount = (merchantCode: string, purpose: string): AccountSpec => ({
  code: houseAccountCode(merchantCode, purpose),
  merchantCode,
  memberId: null,
  wallet: purpose,
  isHouse: true,
});

export const ensureMemberWalletSql = (sql: Sql, merchantCode: string, memberId: number, wallet = 'MAIN') =>
  ensureAccountSql(sql, memberWallet(merchantCode, memberId, wallet));

export const ensureHouseAccountSql = (sql: Sql, merchantCode: string, purpose: string) =>
  ensureAccountSql(sql, houseAccount(merchantCode, purpose));

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

const accountOf = (merchantCode: string, ref: AccountRef) =>
  'house' in ref
    ? houseAccount(merchantCode, ref.house)
    : memberWallet(merchantCode, ref.memberId, ref.wallet);

/** One line by account code: the account is opened on first use; returns its balance after. */
async function applyLine(
  sql: Sql,
  transactionId: bigint,
  account: AccountSpec,
  amountMinor: bigint,
  now: Date,
) {
  const update = () =>
    sql.one<{ id: bigint; balanceMinor: bigint }>(updateByCode, amountMinor, now, account.code, amountMinor);
  let row = await update();
  if (!row) {
    // first use of the account (a member's debit still finds nothing there)
    await ensureAccountSql(sql, account);
    row = await update();
  }
  if (!row) throw insufficientFunds();
  await sql.run(insertEntry, transactionId, row.id, amountMinor, row.balanceMinor, now, now);
  return BigInt(row.balanceMinor);
}

/**
 * Moves an amount from one account to another: the common two-line posting, one UPDATE per side.
 * `balancesAfter` (from, to) is absent on a replay.
 */
export async function postMoveSql(sql: Sql, merchantCode: string, move: Move) {
  const now = stampNow();
  const transaction = await openTransaction(sql, move, now);
  if (transaction.replayed) return { transactionId: Number(transaction.id), replayed: true };
  const fromAfter = await applyLine(
    sql,
    transaction.id,
    accountOf(merchantCode, move.from),
    -move.amountMinor,
    now,
  );
  const toAfter = await applyLine(
    sql,
    transaction.id,
    accountOf(merchantCode, move.to),
    move.amountMinor,
    now,
  );
  return {
    transactionId: Number(transaction.id),
    replayed: false,
    balancesAfter: [fromAfter, toAfter] as const,
  };
}

/** A member wallet's balance inside a plain-SQL transaction (0 before its first movement). */
export async function walletBalanceSql(sql: Sql, memberId: number, wallet: string): Promise<bigint> {
  const row = await sql.one<{ balanceMinor: bigint }>(
    'SELECT "balanceMinor" FROM "WalletAccount" WHERE "code" = ?',
    memberWalletCode(memberId, wallet),
  );
  return row ? BigInt(row.balanceMinor) : 0n;
}

/** The member's wallets other than `except` (the main wallet) that hold money. */
export async function vendorWalletsHolding(sql: Sql, memberId: number, except = 'MAIN') {
  const rows = await sql.all<{ wallet: string; balanceMinor: bigint }>(
    'SELECT "wallet", "balanceMinor" FROM "WalletAccount" WHERE "memberId" = ? AND "wallet" <> ? AND "balanceMinor" > 0 ORDER BY "id"',
    memberId,
    except,
  );
  return rows.map((row) => ({ wallet: row.wallet, balanceMinor: BigInt(row.balanceMinor) }));
}

// The same, inside a Prisma transaction (cashier, lottery, accounts).
export const post = (tx: Tx, posting: Posting) => postSql(sqlIn(tx), posting);
export const ensureMemberWallet = (tx: Tx, merchantCode: string, memberId: number, wallet = 'MAIN') =>
  ensureMemberWalletSql(sqlIn(tx), merchantCode, memberId, wallet);
export const ensureHouseAccount = (tx: Tx, merchantCode: string, purpose: string) =>
  ensureHouseAccountSql(sqlIn(tx), merchantCode, purpose);
export const postMove = (tx: Tx, merchantCode: string, move: Move) =>
  postMoveSql(sqlIn(tx), merchantCode, move);
