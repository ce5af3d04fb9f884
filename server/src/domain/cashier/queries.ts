// The cashier's member-side statements in plain SQL (db/sql.ts): the payment password's try count and
// lock, the payee name and the bank cards, and the member-row lock that queues a member's parallel
// requests. A withdrawal or a card bind pays for these on every request, and Prisma's query layer cost
// a millisecond each. Who writes: Member, Prisma (create-member.ts, the account and back-office
// services, setPaymentPassword, unlockPaymentPassword) and this file for failedPins, pinLockedUntil,
// payeeName and the row lock; BankCard, inserted here alone, deleted by Prisma (removeBankCard).
// MoneyOrder's statements are in order-rows.ts.
import { type Sql, stampNow } from '../../db/sql.ts';
import { fromSqlTime, toBool } from '../../db/sql-values.ts';

/**
 * Takes the member's row lock to the end of the transaction (PostgreSQL; SQLite runs one write
 * transaction at a time already) by an update that changes nothing: parallel requests of one member
 * queue here, so a count made after it holds.
 */
export async function lockMemberRow(sql: Sql, memberId: number): Promise<void> {
  await sql.run('UPDATE "Member" SET "updatedAt" = "updatedAt" WHERE "id" = ?', memberId);
}

// the PIN's try count and lock live on the member row
const notLocked = '("pinLockedUntil" IS NULL OR "pinLockedUntil" <= ?)';

/** Counts one more wrong try unless `maxTries` are used up or the PIN is locked at `now`; whether it counted. */
export async function countPinTry(sql: Sql, memberId: number, maxTries: number, now: Date): Promise<boolean> {
  return (
    (await sql.run(
      `UPDATE "Member" SET "failedPins" = "failedPins" + 1, "updatedAt" = ? WHERE "id" = ? AND "failedPins" < ? AND ${notLocked}`,
      stampNow(),
      memberId,
      maxTries,
      now,
    )) > 0
  );
}

/** Locks the PIN until `until` (the count back to zero) when `maxTries` are used up and it is not locked. */
export async function lockPinIfUsedUp(
  sql: Sql,
  memberId: number,
  maxTries: number,
  now: Date,
  until: Date,
): Promise<boolean> {
  return (
    (await sql.run(
      `UPDATE "Member" SET "failedPins" = 0, "pinLockedUntil" = ?, "updatedAt" = ? WHERE "id" = ? AND "failedPins" >= ? AND ${notLocked}`,
      until,
      stampNow(),
      memberId,
      maxTries,
      now,
    )) > 0
  );
}

/** Forgets the wrong tries so far (a right one was given). */
export async function resetPinTries(sql: Sql, memberId: number): Promise<void> {
  await sql.run('UPDATE "Member" SET "failedPins" = 0, "updatedAt" = ? WHERE "id" = ?', stampNow(), memberId);
}

/** The member's PIN hash and lock, or undefined for no such member. */
export async function memberPin(sql: Sql, memberId: number) {
  const row = await sql.one<{ paymentPasswordHash: string | null; pinLockedUntil: unknown }>(
    'SELECT "paymentPasswordHash", "pinLockedUntil" FROM "Member" WHERE "id" = ?',
    memberId,
  );
  if (!row) return undefined;
  return { ...row, pinLockedUntil: row.pinLockedUntil === null ? null : fromSqlTime(row.pinLockedUntil) };
}

/** The wrong tries counted so far (0 for no such member). */
export async function failedPins(sql: Sql, memberId: number): Promise<number> {
  const row = await sql.one('SELECT "failedPins" FROM "Member" WHERE "id" = ?', memberId);
  return Number(row?.failedPins ?? 0);
}

const HAS_PIN_SQL = 'SELECT "paymentPasswordHash" IS NOT NULL AS "has" FROM "Member" WHERE "id" = ?';

/** Whether the member has set a PIN, or undefined for no such member: one indexed read. */
export async function hasPin(sql: Sql, memberId: number): Promise<boolean | undefined> {
  const row = await sql.one(HAS_PIN_SQL, memberId);
  return row ? toBool(row.has) : undefined;
}

/** The member's payee name (null when none is set yet, or no such member). */
export async function payeeNameOf(sql: Sql, memberId: number): Promise<string | null> {
  const member = await sql.one<{ payeeName: string | null }>(
    'SELECT "payeeName" FROM "Member" WHERE "id" = ?',
    memberId,
  );
  return member?.payeeName ?? null;
}

export async function setPayeeName(sql: Sql, memberId: number, name: string): Promise<void> {
  await sql.run(
    'UPDATE "Member" SET "payeeName" = ?, "updatedAt" = ? WHERE "id" = ?',
    name,
    stampNow(),
    memberId,
  );
}

/** The bank and account of each card the member has bound. */
export function boundCards(sql: Sql, memberId: number) {
  return sql.all<{ bankCode: string; accountNo: string }>(
    'SELECT "bankCode", "accountNo" FROM "BankCard" WHERE "memberId" = ?',
    memberId,
  );
}

export interface CardValues {
  merchantCode: string;
  memberId: number;
  bankCode: string;
  accountNo: string;
  accountName: string;
  branch: string | null;
}

export async function insertBankCard(sql: Sql, card: CardValues): Promise<void> {
  const now = stampNow();
  await sql.run(
    'INSERT INTO "BankCard" ("merchantCode", "memberId", "bankCode", "accountNo", "accountName", "branch", "createdAt", "updatedAt") ' +
      'VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    card.merchantCode,
    card.memberId,
    card.bankCode,
    card.accountNo,
    card.accountName,
    card.branch,
    now,
    now,
  );
}
