// Forgotten passwords: by e-mail (a temporary password arrives in the mail outbox and must be
// changed at the next login) or by phone (CHNGPASSVERIF3: an SMS code, or the external SMS verification
// service's ID token, a new password, logged in).
import { randomBytes } from 'node:crypto';
import type { forgotByEmailRequestSchema, setPasswordByPhoneRequestSchema } from '@sim/shared/wps/password';
import type { LoginResponse } from '@sim/shared/wps/session';
import type { z } from 'zod';
import { PlatformError } from '../../foundation/errors.ts';
import type { MerchantProfile } from '../merchants/directory.ts';
import { requireModule } from '../merchants/flags.ts';
import type { AccountDeps, RequestContext } from './account-deps.ts';
import { provePhone } from './external-sms.ts';
import { enforceNewPassword } from './field-rules.ts';
import { normaliseUsername } from './login.ts';
import { openSessionFor } from './login-session.ts';
import { setPassword } from './password-change.ts';
import { hashPassword } from './passwords.ts';
import { parsePhone } from './phone.ts';

export async function recoverByEmail(
  deps: AccountDeps,
  merchant: MerchantProfile,
  request: z.infer<typeof forgotByEmailRequestSchema>,
): Promise<null> {
  const member = await deps.db.member.findUnique({
    where: {
      merchantCode_username: { merchantCode: merchant.code, username: normaliseUsername(request.username) },
    },
  });
  if (!member?.email || member.email.toLowerCase() !== request.email.trim().toLowerCase()) {
    throw PlatformError.of('userNotExist');
  }
  const temporary = `Tmp${randomBytes(4).toString('hex')}`;
  const now = deps.clock.now();
  await deps.db.member.update({
    where: { id: member.id },
    data: {
      passwordHash: await hashPassword(temporary),
      mustChangePassword: true,
      failedPasswords: 0,
      lockedUntil: null,
    },
  });
  await deps.db.outboxMessage.create({
    data: {
      merchantCode: merchant.code,
      channel: 'EMAIL',
      recipient: member.email,
      purpose: 'RESET_PASSWORD',
      code: temporary,
      text: `Hello ${member.username}, your temporary password is ${temporary}. Please change it after logging in.`,
      sentAt: now,
    },
  });
  return null;
}

export async function setPasswordByPhone(
  deps: AccountDeps,
  merchant: MerchantProfile,
  request: z.infer<typeof setPasswordByPhoneRequestSchema>,
  ctx: RequestContext,
): Promise<LoginResponse> {
  requireModule(merchant, 'CHNGPASSVERIF3');
  const phone = parsePhone(merchant, request.mobileNum, request.countryDialingCode);
  const member = await deps.db.member.findFirst({
    where: { merchantCode: merchant.code, mobile: phone.mobile },
  });
  if (!member) throw PlatformError.of('phoneNotRegistered');
  enforceNewPassword(merchant, request.newPassword, request.confirmPassword);
  await provePhone(deps, merchant, phone, 'RESET_PASSWORD', request);
  await setPassword(deps, member.id, request.newPassword);
  return openSessionFor(deps, merchant, member.id, ctx);
}
