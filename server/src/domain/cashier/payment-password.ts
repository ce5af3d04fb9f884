// The payment password: six digits the member sets in the security centre; withdrawals and transfers
// to the upline ask for it.

import type { paymentPasswordSchema } from '@sim/shared/wps/cashier';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { PlatformError } from '../../platform/errors.ts';
import { hashPassword, verifyPassword } from '../accounts/passwords.ts';

type SetPaymentPassword = z.infer<typeof paymentPasswordSchema>;

/** Throws unless the member has a payment password and `given` is it. */
async function checkPaymentPassword(member: { paymentPasswordHash: string | null }, given: string) {
  if (!member.paymentPasswordHash) throw PlatformError.of('paymentPasswordNotSet');
  if (!(await verifyPassword(given, member.paymentPasswordHash)))
    throw PlatformError.of('paymentPasswordIncorrect');
}

export async function hasPaymentPassword(db: Db, memberId: number): Promise<boolean> {
  const member = await db.member.findUniqueOrThrow({
    where: { id: memberId },
    select: { paymentPasswordHash: true },
  });
  return member.paymentPasswordHash !== null;
}

export async function requirePaymentPassword(db: Db, memberId: number, given: string): Promise<void> {
  await checkPaymentPassword(await db.member.findUniqueOrThrow({ where: { id: memberId } }), given);
}

/**
 * Setting the first one asks for the login password; changing it asks for the old payment password.
 */
export async function setPaymentPassword(db: Db, memberId: number, request: SetPaymentPassword) {
  const member = await db.member.findUniqueOrThrow({ where: { id: memberId } });
  if (member.paymentPasswordHash) {
    if (!request.oldPaymentPassword) throw PlatformError.of('paymentPasswordIncorrect');
    await checkPaymentPassword(member, request.oldPaymentPassword);
  } else if (!request.password || !(await verifyPassword(request.password, member.passwordHash))) {
    throw PlatformError.of('incorrectPassword', { message: 'The login password is incorrect' });
  }
  await db.member.update({
    where: { id: memberId },
    data: { paymentPasswordHash: await hashPassword(request.paymentPassword) },
  });
  return { hasPaymentPassword: true };
}
