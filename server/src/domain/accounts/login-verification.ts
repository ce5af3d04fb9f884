// POST /wps/session/login/verification: the login again, plus the proof asked for by
// login_verify_required (the code sent to the member's mobile or e-mail, the code of its Google
// authenticator, or the bank account name).
import type { LoginResponse, loginVerificationRequestSchema } from '@sim/shared/wps/session';
import type { z } from 'zod';
import { PlatformError } from '../../foundation/errors.ts';
import type { MerchantProfile } from '../merchants/directory.ts';
import type { AccountDeps, RequestContext } from './account-deps.ts';
import { verifyAuthenticatorCode } from './authenticator.ts';
import { checkPassword } from './login.ts';
import { openSessionFor } from './login-session.ts';

type VerificationRequest = z.infer<typeof loginVerificationRequestSchema>;

export async function completeLoginVerification(
  deps: AccountDeps,
  merchant: MerchantProfile,
  request: VerificationRequest,
  ctx: RequestContext,
): Promise<LoginResponse> {
  // no captcha here: the member already passed it before the verification was asked for
  const memberId = await checkPassword(deps, merchant, request, ctx, { plain: true });
  const member = await deps.db.member.findUniqueOrThrow({ where: { id: memberId } });
  if (request.verifyType === 'SMS') {
    if (!member.mobile) throw PlatformError.of('phoneNotRegistered');
    await deps.codes.verify(merchant.code, member.mobile, 'LOGIN_VERIFY', request.verificationCode);
  } else if (request.verifyType === 'EMAIL') {
    if (!member.email) throw PlatformError.of('userNotExist');
    await deps.codes.verify(merchant.code, member.email, 'LOGIN_VERIFY', request.verificationCode, 'EMAIL');
  } else if (request.verifyType === 'GOOGLE') {
    await verifyAuthenticatorCode(deps, memberId, request.verificationCode);
  } else {
    const given = request.payeeName?.trim().toLowerCase();
    if (!given || given !== member.payeeName?.trim().toLowerCase()) {
      throw PlatformError.of('fieldInvalid', {
        message: 'The bank account name does not match',
        value: { field: 'payeeName' },
      });
    }
  }
  return openSessionFor(deps, merchant, memberId, ctx);
}
