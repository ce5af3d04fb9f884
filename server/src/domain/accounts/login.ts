// Username login (POST /wps/session/login and its plain SIT twin). After a failed attempt the
// username needs a captcha until it logs in; a login ends the member's other sessions.
import type { LoginRequest, LoginResponse } from '@sim/shared/wps/session';
import type { Db } from '../../db/client.ts';
import type { SimClock } from '../../platform/clock.ts';
import { PlatformError } from '../../platform/errors.ts';
import type { CaptchaService } from '../captcha/captcha.ts';
import type { MerchantProfile } from '../merchants/directory.ts';
import { isModuleOn } from '../merchants/flags.ts';
import { isPasswordExpired } from './password-age.ts';
import { verifyPassword } from './passwords.ts';
import type { SessionStore } from './sessions.ts';

export interface LoginDeps {
  db: Db;
  clock: SimClock;
  sessions: SessionStore;
  captcha: CaptchaService;
}

export interface LoginContext {
  merchant: MerchantProfile;
  captchaId?: string;
  ip: string;
  /** the SIT plain login skips the captcha: it exists for scripts */
  skipCaptcha?: boolean;
}

export const normaliseUsername = (username: string) => username.trim().toLowerCase();

export async function login(
  deps: LoginDeps,
  request: LoginRequest,
  ctx: LoginContext,
): Promise<LoginResponse> {
  const { db, clock } = deps;
  const username = normaliseUsername(request.username);
  const key = { merchantCode_username: { merchantCode: ctx.merchant.code, username } };

  const failures = await db.loginFailure.findUnique({ where: key });
  const captchaRequired =
    !ctx.skipCaptcha && isModuleOn(ctx.merchant, 'CAPTCHA3') && (failures?.failures ?? 0) > 0;
  if (captchaRequired && !(await deps.captcha.verify(ctx.captchaId, request.captcha))) {
    throw PlatformError.of('captchaIncorrect', { value: { captcha: true } });
  }

  const member = await db.member.findUnique({
    where: key,
    select: {
      id: true,
      username: true,
      type: true,
      passwordHash: true,
      passwordChangedAt: true,
      status: true,
      lastLoginAt: true,
    },
  });
  const passwordOk = member ? await verifyPassword(request.password, member.passwordHash) : false;
  if (!member || !passwordOk) {
    const now = clock.now();
    await db.loginFailure.upsert({
      where: key,
      create: { merchantCode: ctx.merchant.code, username, failures: 1, lastFailedAt: now },
      update: { failures: { increment: 1 }, lastFailedAt: now },
    });
    throw PlatformError.of('incorrectCredentials', {
      value: { captcha: isModuleOn(ctx.merchant, 'CAPTCHA3') },
    });
  }
  if (member.status !== 'ACTIVE') throw PlatformError.of('accountLocked');

  const now = clock.now();
  await db.loginFailure.deleteMany({ where: { merchantCode: ctx.merchant.code, username } });
  const token = await deps.sessions.open(member.id, { deviceId: request.loginDeviceId, ip: ctx.ip });
  await db.member.update({ where: { id: member.id }, data: { lastLoginAt: now } });
  return {
    token,
    id: member.id,
    userName: member.username,
    customerType: member.type,
    firstTimeLogin: member.lastLoginAt === null,
    passwordExpired: isPasswordExpired(ctx.merchant, member.passwordChangedAt, now),
  };
}
