// The external SMS verification service, simulated (platform-spec.md sections 4 and 9; shared
// wps/external-sms.ts). A merchant's switch (admin externalSms.set, `pnpm sim external-sms`, the
// scenario key `externalSms`) sends registration and forgot-password-by-phone verification through it:
// the service "sends" a code (the SMS outbox, sender EXTERNAL), confirming the code yields an ID token,
// and the registration or password reset spends that token (firebaseChannel + firebaseIdToken) instead
// of the platform's own SMS code. Tokens are good once, until they expire on the simulated clock.
import { randomBytes } from 'node:crypto';
import {
  EXTERNAL_SMS_CHANNEL,
  EXTERNAL_SMS_COUNTDOWN_SECONDS,
  EXTERNAL_SMS_TOKEN_TTL_SECONDS,
  type ExternalSmsConfig,
  type ExternalSmsPurpose,
  type ExternalSmsSent,
  type ExternalSmsToken,
} from '@sim/shared/wps/external-sms';
import type { SmsPurpose } from '@sim/shared/wps/verification';
import type { Db } from '../../db/client.ts';
import { PlatformError } from '../../foundation/errors.ts';
import type { MerchantProfile } from '../merchants/directory.ts';
import type { AccountDeps } from './account-deps.ts';
import type { Phone } from './phone.ts';
import { registerPhone, resetPhone } from './sms-codes.ts';

type ExternalDeps = Pick<AccountDeps, 'db' | 'clock' | 'codes'>;

const OUTBOX_PURPOSE: Record<ExternalSmsPurpose, SmsPurpose> = {
  register: 'REGISTER',
  forgotPassword: 'RESET_PASSWORD',
};

export async function isExternalSmsOn(db: Db, merchantCode: string): Promise<boolean> {
  const row = await db.externalSmsSetting.findUnique({ where: { merchantCode }, select: { enabled: true } });
  return row?.enabled ?? false;
}

export async function setExternalSms(db: Db, merchantCode: string, enabled: boolean): Promise<boolean> {
  await db.externalSmsSetting.upsert({
    where: { merchantCode },
    create: { merchantCode, enabled },
    update: { enabled },
  });
  return enabled;
}

/** GET /wps/verification/external: whether the site's phone forms use the service. */
export async function externalSmsConfig(db: Db, merchant: MerchantProfile): Promise<ExternalSmsConfig> {
  return {
    enabled: await isExternalSmsOn(db, merchant.code),
    channel: EXTERNAL_SMS_CHANNEL,
    countdownSeconds: EXTERNAL_SMS_COUNTDOWN_SECONDS,
  };
}

async function requireOn(db: Db, merchant: MerchantProfile) {
  if (!(await isExternalSmsOn(db, merchant.code))) throw PlatformError.of('functionNotAvailable');
}

/** POST /wps/verification/external/send: a code to the number, under the platform's SMS throttles. */
export async function sendExternalCode(
  deps: ExternalDeps,
  merchant: MerchantProfile,
  request: { mobileNum: string; countryDialingCode?: string; purpose: ExternalSmsPurpose },
): Promise<ExternalSmsSent> {
  await requireOn(deps.db, merchant);
  const target = request.purpose === 'register' ? registerPhone : resetPhone;
  const phone = await target(deps, merchant, request.mobileNum, request.countryDialingCode);
  const purpose = OUTBOX_PURPOSE[request.purpose];
  const outboxMessageId = await deps.codes.sendExternal(merchant.code, phone, purpose);
  const sessionInfo = randomBytes(24).toString('base64url');
  await deps.db.externalSmsVerification.create({
    data: {
      merchantCode: merchant.code,
      sessionInfo,
      mobile: phone.mobile,
      countryDialingCode: phone.countryDialingCode,
      purpose,
      outboxMessageId,
    },
  });
  return { sessionInfo, countdownSeconds: EXTERNAL_SMS_COUNTDOWN_SECONDS };
}

/** POST /wps/verification/external/verify: the typed code, confirmed once, becomes an ID token. */
export async function confirmExternalCode(
  deps: ExternalDeps,
  merchant: MerchantProfile,
  request: { sessionInfo: string; code: string },
): Promise<ExternalSmsToken> {
  await requireOn(deps.db, merchant);
  const row = await deps.db.externalSmsVerification.findUnique({
    where: { sessionInfo: request.sessionInfo },
  });
  if (!row || row.merchantCode !== merchant.code || row.verifiedAt) throw PlatformError.of('codeInvalid');
  await deps.codes.verifyExternal(merchant.code, row.outboxMessageId, request.code);
  const now = deps.clock.now();
  const idToken = randomBytes(32).toString('base64url');
  const confirmed = await deps.db.externalSmsVerification.updateMany({
    where: { id: row.id, verifiedAt: null },
    data: {
      idToken,
      verifiedAt: now,
      tokenExpiresAt: new Date(now.getTime() + EXTERNAL_SMS_TOKEN_TTL_SECONDS * 1000),
    },
  });
  if (confirmed.count !== 1) throw PlatformError.of('codeInvalid');
  return {
    firebaseChannel: EXTERNAL_SMS_CHANNEL,
    firebaseIdToken: idToken,
    expiresInSeconds: EXTERNAL_SMS_TOKEN_TTL_SECONDS,
  };
}

/** What a registration or password reset carries to prove its number. */
export interface PhoneProof {
  verificationCode?: string | null;
  firebaseChannel?: string | null;
  firebaseIdToken?: string | null;
}

/** Spends the ID token the service handed out for this number and purpose (one use, before it expires). */
async function spendToken(
  deps: ExternalDeps,
  merchant: MerchantProfile,
  phone: Phone,
  purpose: SmsPurpose,
  proof: PhoneProof,
) {
  const idToken = proof.firebaseIdToken?.trim();
  if (!idToken || !proof.firebaseChannel?.trim()) throw PlatformError.of('codeMissing');
  const row = await deps.db.externalSmsVerification.findUnique({ where: { idToken } });
  const fits =
    row?.merchantCode === merchant.code &&
    row.mobile === phone.mobile &&
    row.purpose === purpose &&
    proof.firebaseChannel.trim() === EXTERNAL_SMS_CHANNEL;
  if (!row || !fits || row.usedAt) throw PlatformError.of('codeInvalid');
  const now = deps.clock.now();
  if (!row.tokenExpiresAt || now >= row.tokenExpiresAt) throw PlatformError.of('codeExpired');
  const spent = await deps.db.externalSmsVerification.updateMany({
    where: { id: row.id, usedAt: null },
    data: { usedAt: now },
  });
  if (spent.count !== 1) throw PlatformError.of('codeInvalid');
}

/**
 * A registration's or password reset's proof of its number: the external service's ID token while the
 * merchant's switch is on, else the platform's own SMS code.
 */
export async function provePhone(
  deps: ExternalDeps,
  merchant: MerchantProfile,
  phone: Phone,
  purpose: 'REGISTER' | 'RESET_PASSWORD',
  proof: PhoneProof,
): Promise<void> {
  if (await isExternalSmsOn(deps.db, merchant.code)) return spendToken(deps, merchant, phone, purpose, proof);
  return deps.codes.verify(merchant.code, phone.mobile, purpose, proof.verificationCode);
}
