import { ERRORS } from '@sim/shared/error-codes';
import type { GeetestValidateV4 } from '@sim/shared/wps/geetest';
import type { LoginVerifyType } from '@sim/shared/wps/session';
import { useMutation } from '@tanstack/react-query';
import { loginDeviceId } from '../../api/device';
import { lazySchemas } from '../../api/lazy-schemas';
import { endSession } from '../../api/session-store';
import { WireError, wireEncrypted, wireSend } from '../../api/wire';
import { randomHex } from '../../lib/browser/random-id';

const envelopeSchemas = lazySchemas(() => import('@sim/shared/envelope'));
const sessionSchemas = lazySchemas(() => import('@sim/shared/wps/session'));

export type LoginAttempt = (
  | { type: 'username'; username: string; password: string; captcha: string }
  | { type: 'sms'; mobileNum: string; countryDialingCode: string; verificationCode: string }
) & {
  /** GEETEST3: the passed slider's answer */
  geetestValidateV4?: GeetestValidateV4;
};

/** The two login bodies (wire-contract.md 4.1): by username, or by an SMS code (isSms true). */
function loginPayload(attempt: LoginAttempt) {
  const { geetestValidateV4 } = attempt;
  const common = {
    loginDeviceId: loginDeviceId(),
    isOfficialAppLogin: false,
    ...(geetestValidateV4 ? { geetestValidateV4 } : {}),
  };
  if (attempt.type === 'sms') {
    const { mobileNum, countryDialingCode, verificationCode } = attempt;
    return { ...common, type: 'sms', isSms: true, mobileNum, countryDialingCode, verificationCode };
  }
  const { username, password, captcha } = attempt;
  return { ...common, type: 'username', isSms: false, username, password, captcha };
}

/** The login call only; what a success means is the login flow's business (login-flow.ts). */
export function useLogin() {
  return useMutation({
    mutationFn: (attempt: LoginAttempt) =>
      wireEncrypted('POST', '/wps/session/login', loginPayload(attempt), sessionSchemas.loginResponseSchema),
  });
}

export interface LoginVerificationInput {
  username: string;
  password: string;
  verifyType: LoginVerifyType;
  verificationCode?: string;
  payeeName?: string;
}

/** The extra step after `login_verify_required` (LOGINIPVERF3): the login again plus the proof. */
export function useLoginVerification() {
  return useMutation({
    mutationFn: (input: LoginVerificationInput) =>
      wireEncrypted(
        'POST',
        '/wps/session/login/verification',
        { ...input, loginDeviceId: loginDeviceId() },
        sessionSchemas.loginResponseSchema,
      ),
  });
}

/** Free play (FREEPLAY3): the body is an encrypted random string; the headers are what APP sends. */
export function useFreePlay() {
  return useMutation({
    mutationFn: () =>
      wireEncrypted('POST', '/wps/session/login/freeplay', randomText(), sessionSchemas.loginResponseSchema, {
        headers: { 'X-Gateway-Version': '3', os: browserPlatform(), platform: 'W' },
      }),
  });
}

const randomText = () => randomHex(8);

function browserPlatform(): string {
  return navigator.platform || 'unknown';
}

/** `login_verify_required`: which proofs the server accepts and where the code went. */
export function verificationRequired(error: unknown) {
  if (!(error instanceof WireError) || error.errorCode !== ERRORS.loginVerifyRequired.errorCode) return null;
  const value = sessionSchemas.loginFailureValueSchema.loaded?.safeParse(error.value).data;
  return {
    verifyTypes: value?.verifyTypes ?? ['SMS'],
    mobile: value?.mobile ?? null,
    email: value?.email ?? null,
  };
}

/** A failed login whose `value.captcha` is true asks for the image captcha next time. */
export function captchaRequested(error: unknown): boolean {
  if (!(error instanceof WireError)) return false;
  return sessionSchemas.loginFailureValueSchema.loaded?.safeParse(error.value).data?.captcha === true;
}

export function isCaptchaError(error: unknown): boolean {
  return error instanceof WireError && error.errorCode === ERRORS.captchaIncorrect.errorCode;
}

export function useLogout() {
  return useMutation({
    mutationFn: async () => {
      // the client clears its session even when the call fails (wire-contract.md 4.1)
      await wireSend('DELETE', '/wps/session/logout', envelopeSchemas.noValueSchema, undefined, {
        auth: true,
      }).catch(() => null);
      endSession('logout');
    },
  });
}
