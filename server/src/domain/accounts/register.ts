// Registration by username (REG3 + USERNAMEREG3) and by mobile number (MOBILENUMREG3), with the
// merchant's field rules, captcha and SMS rules (the platform's code, or the external SMS verification
// service's ID token: external-sms.ts). The new member is logged in at once.
import type { RegisterMobileRequest, RegisterRequest, RegisterResponse } from '@sim/shared/wps/register';
import { PlatformError } from '../../foundation/errors.ts';
import { defaultAffiliateCode } from '../agents/affiliates.ts';
import { requireGeetest } from '../captcha/geetest.ts';
import type { MerchantProfile } from '../merchants/directory.ts';
import { isModuleOn, requireModule } from '../merchants/flags.ts';
import type { AccountDeps, RequestContext } from './account-deps.ts';
import { createMember } from './create-member.ts';
import { provePhone } from './external-sms.ts';
import { enforceFieldRule, enforceNewPassword, isFieldEnabled } from './field-rules.ts';
import { resolveSponsor } from './invite-codes.ts';
import { normaliseUsername } from './login.ts';
import { openSessionFor } from './login-session.ts';
import { type Phone, parsePhone } from './phone.ts';

const OPTIONAL_FIELDS = [
  'payeeName',
  'email',
  'qqNum',
  'recommenderId',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'paymentPassword',
  'affiliateCode',
] as const;
const PROFILE_FIELDS = [
  'qqNum',
  'recommenderId',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
] as const;

function requireModules(merchant: MerchantProfile, ...modIds: string[]) {
  for (const modId of modIds) requireModule(merchant, modId);
}

async function requireCaptchaIfAsked(
  deps: AccountDeps,
  merchant: MerchantProfile,
  ctx: RequestContext,
  answer: string | null | undefined,
) {
  if (isFieldEnabled(merchant, 'captcha') && !(await deps.captcha.verify(ctx.captchaId, answer))) {
    throw PlatformError.of('captchaIncorrect', { value: { captcha: true } });
  }
}

async function ensureAvailable(
  deps: AccountDeps,
  merchant: MerchantProfile,
  username: string,
  phone: Phone | null,
) {
  const taken = await deps.db.member.findUnique({
    where: { merchantCode_username: { merchantCode: merchant.code, username } },
    select: { id: true },
  });
  if (taken) throw PlatformError.of(phone && username === phone.mobile ? 'mobileTaken' : 'usernameTaken');
  if (
    phone &&
    (await deps.db.member.findFirst({
      where: { merchantCode: merchant.code, mobile: phone.mobile },
      select: { id: true },
    }))
  ) {
    throw PlatformError.of('mobileTaken');
  }
}

export async function checkUsernameAvailable(
  deps: AccountDeps,
  merchant: MerchantProfile,
  raw: string,
): Promise<null> {
  enforceFieldRule(merchant, 'username', raw);
  await ensureAvailable(deps, merchant, normaliseUsername(raw), null);
  return null;
}

/** The new member is logged in; a trial account that registered leaves its trial session. */
async function welcome(
  deps: AccountDeps,
  merchant: MerchantProfile,
  memberId: number,
  ctx: RequestContext,
): Promise<RegisterResponse> {
  const login = await openSessionFor(deps, merchant, memberId, ctx);
  await deps.sessions.endTrialSession(ctx.sessionToken, merchant.code);
  return { ...login, customerId: memberId };
}

export async function registerByUsername(
  deps: AccountDeps,
  merchant: MerchantProfile,
  request: RegisterRequest,
  ctx: RequestContext,
): Promise<RegisterResponse> {
  requireModules(merchant, 'REG3', 'USERNAMEREG3');
  enforceFieldRule(merchant, 'username', request.username);
  enforceNewPassword(merchant, request.password ?? '', request.confirmPassword);
  enforceFieldRule(merchant, 'mobileNum', request.mobileNum);
  for (const field of OPTIONAL_FIELDS) enforceFieldRule(merchant, field, request[field]);

  const phone = request.mobileNum?.trim()
    ? parsePhone(merchant, request.mobileNum, request.countryDialingCode)
    : null;
  const username = normaliseUsername(request.username ?? '');
  await ensureAvailable(deps, merchant, username, phone);
  // no code typed: the agent whose affiliate URL the page is on (GET /wps/agent/default)
  const affiliateCode =
    request.affiliateCode?.trim() ||
    (await defaultAffiliateCode(deps.db, merchant.code, request.domain ?? undefined)).affiliateCode;
  const sponsor = await resolveSponsor(deps.db, merchant.code, [affiliateCode, request.referralCode]);
  await requireGeetest(deps, merchant, request.geetestValidateV4);
  await requireCaptchaIfAsked(deps, merchant, ctx, request.captcha);
  if (phone && isModuleOn(merchant, 'REGMOBVERF3'))
    await provePhone(deps, merchant, phone, 'REGISTER', request);

  const profile = Object.fromEntries(
    PROFILE_FIELDS.flatMap((f) =>
      isFieldEnabled(merchant, f) && request[f]?.trim() ? [[f, request[f]!.trim()]] : [],
    ),
  );
  const now = deps.clock.now();
  const member = await createMember(deps.db, {
    merchantCode: merchant.code,
    username,
    password: request.password ?? '',
    type: 0,
    ...sponsor,
    mobile: phone?.mobile,
    countryDialingCode: phone?.countryDialingCode,
    email: isFieldEnabled(merchant, 'email') ? request.email?.trim() || null : null,
    payeeName: isFieldEnabled(merchant, 'payeeName') ? request.payeeName?.trim() || null : null,
    paymentPassword: isFieldEnabled(merchant, 'paymentPassword')
      ? request.paymentPassword?.trim() || null
      : null,
    profile,
    passwordChangedAt: now,
    registeredAt: now,
  });
  return welcome(deps, merchant, member.id, ctx);
}

export async function registerByMobile(
  deps: AccountDeps,
  merchant: MerchantProfile,
  request: RegisterMobileRequest,
  ctx: RequestContext,
): Promise<RegisterResponse> {
  requireModules(merchant, 'REG3', 'MOBILENUMREG3');
  const phone = parsePhone(merchant, request.mobile ?? request.mobileNum, request.countryDialingCode);
  const askPassword = isModuleOn(merchant, 'MOBILENUMPASSREG3');
  if (askPassword) enforceNewPassword(merchant, request.password ?? '', request.confirmPassword);
  await ensureAvailable(deps, merchant, phone.mobile, phone);
  const sponsor = await resolveSponsor(deps.db, merchant.code, [request.affiliateCode, request.referralCode]);
  await requireGeetest(deps, merchant, request.geetestValidateV4);
  await requireCaptchaIfAsked(deps, merchant, ctx, request.captcha);
  await provePhone(deps, merchant, phone, 'REGISTER', request);

  const now = deps.clock.now();
  const member = await createMember(deps.db, {
    merchantCode: merchant.code,
    username: phone.mobile,
    // without the password module the member logs in by SMS code
    password: askPassword ? (request.password ?? null) : null,
    type: 0,
    ...sponsor,
    mobile: phone.mobile,
    countryDialingCode: phone.countryDialingCode,
    passwordChangedAt: now,
    registeredAt: now,
  });
  return welcome(deps, merchant, member.id, ctx);
}
