// What the register calls send (wire-contract.md 4.4): the shown fields, trimmed, plus what the
// platform adds on every registration.
import { loginDeviceId } from '../../api/device';
import { currentMerchant } from '../../api/wire';
import type { RegistrationInput } from './hooks';
import {
  type MobileRegisterSetup,
  type MobileRegisterValues,
  mobileRegisterExtras,
  type UsernameRegisterSetup,
  type UsernameRegisterValues,
  usernameRegisterFields,
} from './register-schema';

function compact(entries: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(entries)) {
    const trimmed = value?.trim();
    if (trimmed) out[key] = trimmed;
  }
  return out;
}

/** The affiliate code comes from the URL if present, else the field; the URL's is also the referral code. */
function affiliate(referralCode: string | null, field: string | undefined) {
  const affiliateCode = referralCode ?? field?.trim() ?? '';
  return { affiliateCode: affiliateCode || undefined, referralCode: referralCode ?? undefined };
}

export function usernameRegistration(
  values: UsernameRegisterValues,
  setup: UsernameRegisterSetup,
): RegistrationInput {
  const shown = Object.fromEntries(usernameRegisterFields(setup).map((field) => [field, values[field]]));
  const codes = affiliate(setup.referralCode, shown.affiliateCode);
  const payload = compact({
    ...shown,
    confirmPassword: values.confirmPassword,
    countryDialingCode: shown.mobileNum?.trim() ? values.countryDialingCode : undefined,
    verificationCode: setup.smsCode ? values.verificationCode : undefined,
    ...codes,
    registerUrl: window.location.href,
    registerMethod: 'WEB',
    domain: window.location.host,
    merchantCode: currentMerchant(),
    loginDeviceId: loginDeviceId(),
  });
  return { payload, affiliateCode: codes.affiliateCode };
}

export function mobileRegistration(
  values: MobileRegisterValues,
  setup: MobileRegisterSetup,
): RegistrationInput {
  const extras = mobileRegisterExtras(setup);
  const codes = affiliate(setup.referralCode, extras.affiliate ? values.affiliateCode : undefined);
  const payload = compact({
    mobile: values.mobile,
    countryDialingCode: values.countryDialingCode,
    verificationCode: values.verificationCode,
    password: setup.withPassword ? values.password : undefined,
    confirmPassword: setup.withPassword ? values.confirmPassword : undefined,
    captcha: extras.captcha ? values.captcha : undefined,
    ...codes,
    loginDeviceId: loginDeviceId(),
  });
  return { payload, affiliateCode: codes.affiliateCode };
}
