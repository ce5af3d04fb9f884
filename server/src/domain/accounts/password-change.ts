// POST /wps/member/password: a new password for the logged-in member. The old one is needed unless
// the member is in a forced change (default or reset password, or expired with PWDEXPFORCECHANGE3).

import type { changePasswordRequestSchema } from '@sim/shared/wps/password';
import type { z } from 'zod';
import { PlatformError } from '../../foundation/errors.ts';
import type { MerchantProfile } from '../merchants/directory.ts';
import { isModuleOn } from '../merchants/flags.ts';
import type { AccountDeps } from './account-deps.ts';
import { enforceNewPassword } from './field-rules.ts';
import { isPasswordExpired } from './password-age.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export async function changePassword(
  deps: AccountDeps,
  merchant: MerchantProfile,
  memberId: number,
  request: ChangePasswordRequest,
): Promise<null> {
  const member = await deps.db.member.findUniqueOrThrow({ where: { id: memberId } });
  const now = deps.clock.now();
  const forced =
    member.mustChangePassword ||
    (isModuleOn(merchant, 'PWDEXPFORCECHANGE3') &&
      isPasswordExpired(merchant, member.passwordChangedAt, now));
  const oldPassword = request.oldPassword?.trim();
  if (!oldPassword && !forced) {
    throw PlatformError.of('fieldRequired', { value: { field: 'oldPassword' } });
  }
  if (oldPassword && !(await verifyPassword(oldPassword, member.passwordHash)))
    throw PlatformError.of('incorrectPassword');
  enforceNewPassword(merchant, request.newPassword, request.confirmNewPassword);
  if (await verifyPassword(request.newPassword, member.passwordHash)) {
    throw PlatformError.of('passwordFormat', { message: 'The new password must differ from the old one' });
  }
  await setPassword(deps, memberId, request.newPassword);
  return null;
}

/** Stores a password the member chose: no forced change, a fresh age, and any lock lifted. */
export async function setPassword(deps: AccountDeps, memberId: number, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await deps.db.member.update({
    where: { id: memberId },
    data: {
      passwordHash,
      passwordChangedAt: deps.clock.now(),
      mustChangePassword: false,
      failedPasswords: 0,
      lockedUntil: null,
    },
  });
}
