// The payment password (the PIN): six digits the member sets in the security centre; withdrawals and
// transfers to the upline ask for it. Five wrong tries in a row lock it for 30 minutes of the simulated
// clock (as five wrong login passwords lock the login); a right one resets the count, and the back
// office can lift a lock (members.unlockPaymentPassword).

import type { PaymentPasswordTries, paymentPasswordSchema } from '@sim/shared/wps/cashier';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { type Sql, sqlOf, sqlTransaction, stampNow } from '../../db/sql.ts';
import { fromSqlTime, toBool } from '../../db/sql-values.ts';
import type { SimClock } from '../../foundation/clock.ts';
import { PlatformError } from '../../foundation/errors.ts';
import { hashPassword, verifyPassword } from '../accounts/passwords.ts';
import { answersMatch, requireSecurityAnswers } from '../accounts/security-answers.ts';

type SetPaymentPassword = z.infer<typeof paymentPasswordSchema>;

export interface PinDeps {
  db: Db;
  clock: SimClock;
}

export const MAX_WRONG_PINS = 5;
export const PIN_LOCK_MINUTES = 30;

function lockedError(lockedUntil: Date | null, now: Date) {
  const seconds = lockedUntil ? Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000) : undefined;
  return PlatformError.of('paymentPasswordLocked', {
    retryAfterSeconds: seconds !== undefined && seconds > 0 ? seconds : undefined,
  });
}

// the counter lives on the member row, written in plain SQL (db/sql.ts): a withdrawal pays for these
// writes on every request, and Prisma's query layer cost a millisecond each
const notLocked = '("pinLockedUntil" IS NULL OR "pinLockedUntil" <= ?)';

async function countTry(sql: Sql, memberId: number, now: Date): Promise<boolean> {
  return (
    (await sql.run(
      `UPDATE "Member" SET "failedPins" = "failedPins" + 1, "updatedAt" = ? WHERE "id" = ? AND "failedPins" < ? AND ${notLocked}`,
      stampNow(),
      memberId,
      MAX_WRONG_PINS,
      now,
    )) > 0
  );
}

/** The try that used up the last one locks (once: the count starts again from zero). */
async function lockIfUsedUp(sql: Sql, memberId: number, now: Date, until: Date): Promise<boolean> {
  return (
    (await sql.run(
      `UPDATE "Member" SET "failedPins" = 0, "pinLockedUntil" = ?, "updatedAt" = ? WHERE "id" = ? AND "failedPins" >= ? AND ${notLocked}`,
      until,
      stampNow(),
      memberId,
      MAX_WRONG_PINS,
      now,
    )) > 0
  );
}

async function memberPin(sql: Sql, memberId: number) {
  const row = await sql.one<{ paymentPasswordHash: string | null; pinLockedUntil: unknown }>(
    'SELECT "paymentPasswordHash", "pinLockedUntil" FROM "Member" WHERE "id" = ?',
    memberId,
  );
  if (!row) throw new Error(`no member ${memberId}`);
  return { ...row, pinLockedUntil: row.pinLockedUntil === null ? null : fromSqlTime(row.pinLockedUntil) };
}

/**
 * One try at a secret of the payment-password surface (the PIN, the login password asked to set one,
 * the security answers). The try is counted before the secret is checked, so parallel guesses cannot
 * slip past the limit: at most MAX_WRONG_PINS per lock period.
 */
export async function guardedTry(deps: PinDeps, memberId: number, isRight: () => Promise<boolean>) {
  const { db } = deps;
  const now = deps.clock.now();
  if (!(await sqlTransaction(db, (sql) => countTry(sql, memberId, now)))) {
    const { pinLockedUntil } = await memberPin(sqlOf(db), memberId);
    if (pinLockedUntil && pinLockedUntil > now) throw lockedError(pinLockedUntil, now);
    // not locked: the other tries are still in flight (parallel calls); this one may come back at once
    throw PlatformError.of('tooManyRequests', { retryAfterSeconds: 1 });
  }
  if (await isRight()) {
    await sqlTransaction(db, (sql) =>
      sql.run('UPDATE "Member" SET "failedPins" = 0, "updatedAt" = ? WHERE "id" = ?', stampNow(), memberId),
    );
    return true;
  }
  const until = new Date(now.getTime() + PIN_LOCK_MINUTES * 60_000);
  if (await sqlTransaction(db, (sql) => lockIfUsedUp(sql, memberId, now, until)))
    throw lockedError(until, now);
  return false;
}

/** Throws unless the member has a payment password and `given` is it; wrong ones count towards the lock. */
export async function requirePaymentPassword(deps: PinDeps, memberId: number, given: string): Promise<void> {
  const hash = (await memberPin(sqlOf(deps.db), memberId)).paymentPasswordHash;
  if (!hash) throw PlatformError.of('paymentPasswordNotSet');
  if (!(await guardedTry(deps, memberId, () => verifyPassword(given, hash))))
    throw PlatformError.of('paymentPasswordIncorrect', {
      value: { remainingTries: await triesLeft(deps.db, memberId) } satisfies PaymentPasswordTries,
    });
}

/** The wrong tries left before the lock, told with a wrong payment password (the site warns before the last). */
async function triesLeft(db: Db, memberId: number): Promise<number> {
  const row = await sqlOf(db).one('SELECT "failedPins" FROM "Member" WHERE "id" = ?', memberId);
  return Math.max(0, MAX_WRONG_PINS - Number(row?.failedPins ?? 0));
}

/** Whether a PIN is set: asked on every page of the cashier, so one plain indexed read (db/sql.ts). */
const HAS_PIN_SQL = 'SELECT "paymentPasswordHash" IS NOT NULL AS "has" FROM "Member" WHERE "id" = ?';

export async function hasPaymentPassword(db: Db, memberId: number): Promise<boolean> {
  const row = await sqlOf(db).one(HAS_PIN_SQL, memberId);
  if (!row) throw PlatformError.of('notLoggedIn');
  return toBool(row.has);
}

/**
 * Setting the first one asks for the login password; changing it asks for the old payment password, or
 * (a forgotten one) the answers to the member's security questions. Each counts as a try at the PIN:
 * guessing the login password or the answers here is limited the same way.
 */
export async function setPaymentPassword(deps: PinDeps, memberId: number, request: SetPaymentPassword) {
  // a confirmation that differs is the platform's business refusal, as for the login password
  if (request.paymentPassword !== request.confirmPaymentPassword) throw PlatformError.of('passwordMismatch');
  const member = await deps.db.member.findUniqueOrThrow({ where: { id: memberId } });
  const answers = request.securityAnswers;
  if (member.paymentPasswordHash && !request.oldPaymentPassword && answers) {
    await requireSecurityAnswers(deps.db, memberId);
    if (!(await guardedTry(deps, memberId, () => answersMatch(deps.db, memberId, answers))))
      throw PlatformError.of('securityAnswersIncorrect');
  } else if (member.paymentPasswordHash) {
    if (!request.oldPaymentPassword) throw PlatformError.of('paymentPasswordIncorrect');
    await requirePaymentPassword(deps, memberId, request.oldPaymentPassword);
  } else {
    const given = request.password;
    if (!given || !(await guardedTry(deps, memberId, () => verifyPassword(given, member.passwordHash))))
      throw PlatformError.of('incorrectPassword', { message: 'The login password is incorrect' });
  }
  await deps.db.member.update({
    where: { id: memberId },
    data: { paymentPasswordHash: await hashPassword(request.paymentPassword) },
  });
  return { hasPaymentPassword: true };
}

/** The back office lifts a PIN lock (and forgets the wrong tries so far). */
export async function unlockPaymentPassword(db: Db, memberId: number): Promise<void> {
  await db.member.update({ where: { id: memberId }, data: { failedPins: 0, pinLockedUntil: null } });
}
