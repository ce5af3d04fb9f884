// The payment password (the PIN): six digits the member sets in the security centre; withdrawals and
// transfers to the upline ask for it. Five wrong tries in a row lock it for 30 minutes of the simulated
// clock (as five wrong login passwords lock the login); a right one resets the count, and the back
// office can lift a lock (members.unlockPaymentPassword).

import type { PaymentPasswordTries, paymentPasswordSchema } from '@sim/shared/wps/cashier';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { type Sql, sqlOf, sqlTransaction } from '../../db/sql.ts';
import type { SimClock } from '../../foundation/clock.ts';
import { PlatformError } from '../../foundation/errors.ts';
import { hashPassword, verifyPassword } from '../accounts/passwords.ts';
import { answersMatch, requireSecurityAnswers } from '../accounts/security-answers.ts';
import { countPinTry, failedPins, hasPin, lockPinIfUsedUp, memberPin, resetPinTries } from './queries.ts';

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

/** The member's PIN as stored; a member that is not there is a bug of the caller's. */
async function pinOf(sql: Sql, memberId: number) {
  const pin = await memberPin(sql, memberId);
  if (!pin) throw new Error(`no member ${memberId}`);
  return pin;
}

/**
 * One try at a secret of the payment-password surface (the PIN, the login password asked to set one,
 * the security answers). The try is counted before the secret is checked, so parallel guesses cannot
 * slip past the limit: at most MAX_WRONG_PINS per lock period.
 */
export async function guardedTry(deps: PinDeps, memberId: number, isRight: () => Promise<boolean>) {
  const { db } = deps;
  const now = deps.clock.now();
  // the count lives on the member row, written in plain SQL (queries.ts): a withdrawal pays for these
  // writes on every request
  if (!(await sqlTransaction(db, (sql) => countPinTry(sql, memberId, MAX_WRONG_PINS, now)))) {
    const { pinLockedUntil } = await pinOf(sqlOf(db), memberId);
    if (pinLockedUntil && pinLockedUntil > now) throw lockedError(pinLockedUntil, now);
    // not locked: the other tries are still in flight (parallel calls); this one may come back at once
    throw PlatformError.of('tooManyRequests', { retryAfterSeconds: 1 });
  }
  if (await isRight()) {
    await sqlTransaction(db, (sql) => resetPinTries(sql, memberId));
    return true;
  }
  const until = new Date(now.getTime() + PIN_LOCK_MINUTES * 60_000);
  if (await sqlTransaction(db, (sql) => lockPinIfUsedUp(sql, memberId, MAX_WRONG_PINS, now, until)))
    throw lockedError(until, now);
  return false;
}

/** Throws unless the member has a payment password and `given` is it; wrong ones count towards the lock. */
export async function requirePaymentPassword(deps: PinDeps, memberId: number, given: string): Promise<void> {
  const hash = (await pinOf(sqlOf(deps.db), memberId)).paymentPasswordHash;
  if (!hash) throw PlatformError.of('paymentPasswordNotSet');
  if (!(await guardedTry(deps, memberId, () => verifyPassword(given, hash))))
    throw PlatformError.of('paymentPasswordIncorrect', {
      value: { remainingTries: await triesLeft(deps.db, memberId) } satisfies PaymentPasswordTries,
    });
}

/** The wrong tries left before the lock, told with a wrong payment password (the site warns before the last). */
async function triesLeft(db: Db, memberId: number): Promise<number> {
  return Math.max(0, MAX_WRONG_PINS - (await failedPins(sqlOf(db), memberId)));
}

/** Whether a PIN is set: asked on every page of the cashier, so one plain indexed read (queries.ts). */
export async function hasPaymentPassword(db: Db, memberId: number): Promise<boolean> {
  const has = await hasPin(sqlOf(db), memberId);
  if (has === undefined) throw PlatformError.of('notLoggedIn');
  return has;
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
