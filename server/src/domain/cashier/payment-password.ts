// The payment password (the PIN): six digits the member sets in the security centre; withdrawals and
// transfers to the upline ask for it. Five wrong tries in a row lock it for 30 minutes of the simulated
// clock (as five wrong login passwords lock the login); a right one resets the count, and the back
// office can lift a lock (members.unlockPaymentPassword).

import type { paymentPasswordSchema } from '@sim/shared/wps/cashier';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { SimClock } from '../../platform/clock.ts';
import { PlatformError } from '../../platform/errors.ts';
import { hashPassword, verifyPassword } from '../accounts/passwords.ts';

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

/**
 * One try at a secret of the payment-password surface. The try is counted before the secret is
 * checked, so parallel guesses cannot slip past the limit: at most MAX_WRONG_PINS per lock period.
 */
async function guardedTry(deps: PinDeps, memberId: number, isRight: () => Promise<boolean>) {
  const { db } = deps;
  const now = deps.clock.now();
  const counted = await db.member.updateMany({
    where: {
      id: memberId,
      failedPins: { lt: MAX_WRONG_PINS },
      OR: [{ pinLockedUntil: null }, { pinLockedUntil: { lte: now } }],
    },
    data: { failedPins: { increment: 1 } },
  });
  if (counted.count === 0) {
    const member = await db.member.findUniqueOrThrow({ where: { id: memberId } });
    throw lockedError(member.pinLockedUntil, now);
  }
  if (await isRight()) {
    await db.member.update({ where: { id: memberId }, data: { failedPins: 0 } });
    return true;
  }
  // the try that used up the last one locks (once: the count starts again from zero)
  const locked = await db.member.updateMany({
    where: {
      id: memberId,
      failedPins: { gte: MAX_WRONG_PINS },
      OR: [{ pinLockedUntil: null }, { pinLockedUntil: { lte: now } }],
    },
    data: { failedPins: 0, pinLockedUntil: new Date(now.getTime() + PIN_LOCK_MINUTES * 60_000) },
  });
  if (locked.count > 0) throw lockedError(new Date(now.getTime() + PIN_LOCK_MINUTES * 60_000), now);
  return false;
}

/** Throws unless the member has a payment password and `given` is it; wrong ones count towards the lock. */
export async function requirePaymentPassword(deps: PinDeps, memberId: number, given: string): Promise<void> {
  const member = await deps.db.member.findUniqueOrThrow({ where: { id: memberId } });
  const hash = member.paymentPasswordHash;
  if (!hash) throw PlatformError.of('paymentPasswordNotSet');
  if (!(await guardedTry(deps, memberId, () => verifyPassword(given, hash))))
    throw PlatformError.of('paymentPasswordIncorrect');
}

export async function hasPaymentPassword(db: Db, memberId: number): Promise<boolean> {
  const member = await db.member.findUniqueOrThrow({
    where: { id: memberId },
    select: { paymentPasswordHash: true },
  });
  return member.paymentPasswordHash !== null;
}

/**
 * Setting the first one asks for the login password; changing it asks for the old payment password.
 * Both count as tries at the PIN: guessing the login password here is limited the same way.
 */
export async function setPaymentPassword(deps: PinDeps, memberId: number, request: SetPaymentPassword) {
  const member = await deps.db.member.findUniqueOrThrow({ where: { id: memberId } });
  if (member.paymentPasswordHash) {
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
