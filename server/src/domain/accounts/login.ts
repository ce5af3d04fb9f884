// Logging in: by username and password (captcha after a failure, lock-out after five wrong
// passwords, extra verification from an unregistered address) or by SMS code; the geetest answer
// first when GEETEST3 is on.
import { isAgentType } from '@sim/shared/member-types';
import type { LoginRequest, LoginResponse, LoginVerifyType } from '@sim/shared/wps/session';
import { PlatformError } from '../../foundation/errors.ts';
import { requireGeetest } from '../captcha/geetest.ts';
import type { MerchantProfile } from '../merchants/directory.ts';
import { isModuleOn, requireModule } from '../merchants/flags.ts';
import type { AccountDeps, RequestContext } from './account-deps.ts';
import { maskEmail } from './email.ts';
import { openSessionFor } from './login-session.ts';
import { verifyPassword } from './passwords.ts';
import { maskMobile, registeredPhone } from './phone.ts';

const MAX_WRONG_PASSWORDS = 5;
const LOCK_MS = 30 * 60_000;

export const normaliseUsername = (username: string) => username.trim().toLowerCase();

export interface LoginOptions {
  /** the SIT plain login skips the captcha, geetest and IP checks: it exists for scripts */
  plain?: boolean;
}

export async function login(
  deps: AccountDeps,
  merchant: MerchantProfile,
  request: LoginRequest,
  ctx: RequestContext,
  options: LoginOptions = {},
): Promise<LoginResponse> {
  if (!options.plain) await requireGeetest(deps, merchant, request.geetestValidateV4);
  if (request.isSms === true || request.type === 'sms') return loginBySms(deps, merchant, request, ctx);
  const memberId = await checkPassword(deps, merchant, request, ctx, options);
  if (!options.plain) await requireKnownAddress(deps, merchant, memberId, ctx);
  return openSessionFor(deps, merchant, memberId, ctx);
}

async function loginBySms(
  deps: AccountDeps,
  merchant: MerchantProfile,
  request: LoginRequest,
  ctx: RequestContext,
) {
  requireModule(merchant, 'MOBILEVERCODELOGIN3');
  const { phone, member } = await registeredPhone(
    deps.db,
    merchant,
    request.mobileNum,
    request.countryDialingCode,
  );
  await deps.codes.verify(merchant.code, phone.mobile, 'LOGIN', request.verificationCode);
  ensureMayLogIn(member, deps.clock.now());
  return openSessionFor(deps, merchant, member.id, ctx);
}

function ensureMayLogIn(member: { status: string; lockedUntil: Date | null }, now: Date) {
  if (member.status !== 'ACTIVE') throw PlatformError.of('accountLocked');
  if (member.lockedUntil && now < member.lockedUntil) throw PlatformError.of('accountLockedTemporarily');
}

/** Username and password (and the captcha once a try failed); returns the member's id. */
export async function checkPassword(
  deps: AccountDeps,
  merchant: MerchantProfile,
  request: Pick<LoginRequest, 'username' | 'password' | 'captcha' | 'type'>,
  ctx: RequestContext,
  options: LoginOptions = {},
): Promise<number> {
  const { db, clock } = deps;
  if (!request.username || !request.password) {
    throw PlatformError.of('requestParamError', { message: 'Please enter the username and password' });
  }
  const username = normaliseUsername(request.username);
  const key = { merchantCode_username: { merchantCode: merchant.code, username } };
  const captchaOn = isModuleOn(merchant, 'CAPTCHA3');

  const failures = await db.loginFailure.findUnique({ where: key });
  if (
    !options.plain &&
    captchaOn &&
    (failures?.failures ?? 0) > 0 &&
    !(await deps.captcha.verify(ctx.captchaId, request.captcha))
  ) {
    throw PlatformError.of('captchaIncorrect', { value: { captcha: true } });
  }

  const member = await db.member.findUnique({ where: key });
  const now = clock.now();
  if (member) ensureMayLogIn(member, now);
  if (!member || !(await verifyPassword(request.password, member.passwordHash))) {
    await db.loginFailure.upsert({
      where: key,
      create: { merchantCode: merchant.code, username, failures: 1, lastFailedAt: now },
      update: { failures: { increment: 1 }, lastFailedAt: now },
    });
    if (member) await countWrongPassword(deps, member.id, member.failedPasswords + 1, now);
    throw PlatformError.of('incorrectCredentials', { value: { captcha: captchaOn } });
  }
  if (request.type === 'agent' && !isAgentType(member.type)) throw PlatformError.of('notAgent');
  return member.id;
}

async function countWrongPassword(deps: AccountDeps, memberId: number, wrong: number, now: Date) {
  const locks = wrong >= MAX_WRONG_PASSWORDS;
  await deps.db.member.update({
    where: { id: memberId },
    data: locks
      ? { failedPasswords: 0, lockedUntil: new Date(now.getTime() + LOCK_MS) }
      : { failedPasswords: wrong },
  });
  if (locks) throw PlatformError.of('accountLockedTemporarily');
}

/**
 * How a member can prove it is them from a new address: a code to its mobile or its e-mail, the code of
 * its Google authenticator, its payee name.
 */
export const loginVerifyTypes = (member: {
  mobile: string | null;
  email: string | null;
  payeeName: string | null;
  authenticator: unknown;
}): LoginVerifyType[] => [
  ...(member.mobile ? (['SMS'] as const) : []),
  ...(member.email ? (['EMAIL'] as const) : []),
  ...(member.authenticator ? (['GOOGLE'] as const) : []),
  ...(member.payeeName ? (['PAYEE_NAME'] as const) : []),
];

/** LOGINIPVERF3: a member who has logged in before must prove it is them from a new address. */
async function requireKnownAddress(
  deps: AccountDeps,
  merchant: MerchantProfile,
  memberId: number,
  ctx: RequestContext,
) {
  if (!isModuleOn(merchant, 'LOGINIPVERF3')) return;
  const known = await deps.db.memberKnownIp.findMany({ where: { memberId }, select: { ip: true } });
  if (known.length === 0 || known.some((k) => k.ip === ctx.ip)) return;
  const member = await deps.db.member.findUniqueOrThrow({
    where: { id: memberId },
    include: { authenticator: { select: { memberId: true } } },
  });
  const verifyTypes = loginVerifyTypes(member);
  if (verifyTypes.length === 0) return;
  if (member.mobile) {
    await deps.codes.send(
      merchant.code,
      { mobile: member.mobile, countryDialingCode: member.countryDialingCode ?? merchant.countryDialingCode },
      'LOGIN_VERIFY',
    );
  }
  if (member.email) await deps.codes.sendEmail(merchant.code, member.email, 'LOGIN_VERIFY');
  throw PlatformError.of('loginVerifyRequired', {
    value: { verifyTypes, mobile: maskMobile(member.mobile), email: maskEmail(member.email) },
  });
}
