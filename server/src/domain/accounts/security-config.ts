// GET /wps/v2/member/securityConfig: what guards the member's account, read from the same member row the
// login checks (login.ts: the extra verification of an unregistered address) and the cashier's PIN use.
import type { SecurityConfig } from '@sim/shared/wps/security-config';
import type { Db } from '../../db/client.ts';
import type { SimClock } from '../../foundation/clock.ts';
import { PlatformError } from '../../foundation/errors.ts';
import type { MerchantProfile } from '../merchants/directory.ts';
import { isModuleOn } from '../merchants/flags.ts';
import { loginVerifyTypes } from './login.ts';
import { isPasswordExpired } from './password-age.ts';
import { maskMobile } from './phone.ts';

export async function securityConfig(
  db: Db,
  clock: SimClock,
  merchant: MerchantProfile,
  memberId: number,
): Promise<SecurityConfig> {
  const member = await db.member.findFirst({
    where: { id: memberId, merchantCode: merchant.code },
    select: {
      mobile: true,
      email: true,
      payeeName: true,
      paymentPasswordHash: true,
      passwordChangedAt: true,
      mustChangePassword: true,
      authenticator: { select: { memberId: true } },
    },
  });
  if (!member) throw PlatformError.of('notLoggedIn');
  return {
    mobile: maskMobile(member.mobile),
    mobileBound: member.mobile !== null,
    emailBound: Boolean(member.email),
    payeeNameSet: Boolean(member.payeeName),
    paymentPasswordSet: member.paymentPasswordHash !== null,
    loginIpVerification: isModuleOn(merchant, 'LOGINIPVERF3'),
    verifyTypes: loginVerifyTypes(member),
    googleAuthBound: member.authenticator !== null,
    passwordExpired:
      member.mustChangePassword || isPasswordExpired(merchant, member.passwordChangedAt, clock.now()),
  };
}
