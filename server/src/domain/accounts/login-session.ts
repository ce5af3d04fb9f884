// The end of every successful login, registration, free play or password recovery: a session,
// the address remembered, failures forgotten, and the answer the front end stores.
import type { LoginResponse } from '@sim/shared/wps/session';
import type { MerchantProfile } from '../merchants/directory.ts';
import type { AccountDeps, RequestContext } from './account-deps.ts';
import { isPasswordExpired } from './password-age.ts';

export async function openSessionFor(
  deps: AccountDeps,
  merchant: MerchantProfile,
  memberId: number,
  ctx: RequestContext,
): Promise<LoginResponse> {
  const { db, clock } = deps;
  const now = clock.now();
  const member = await db.member.findUniqueOrThrow({ where: { id: memberId } });
  const token = await deps.sessions.open(member.id, { deviceId: ctx.deviceId ?? undefined, ip: ctx.ip });
  await db.$transaction([
    db.member.update({
      where: { id: member.id },
      data: { lastLoginAt: now, failedPasswords: 0, lockedUntil: null },
    }),
    db.memberKnownIp.upsert({
      where: { memberId_ip: { memberId: member.id, ip: ctx.ip } },
      create: { memberId: member.id, ip: ctx.ip, firstSeenAt: now },
      update: {},
    }),
    db.loginFailure.deleteMany({ where: { merchantCode: merchant.code, username: member.username } }),
  ]);
  return {
    token,
    id: member.id,
    userName: member.username,
    customerType: member.type,
    firstTimeLogin: member.lastLoginAt === null,
    // a password the member must replace (default or reset by e-mail) counts as expired too
    passwordExpired: member.mustChangePassword || isPasswordExpired(merchant, member.passwordChangedAt, now),
  };
}
