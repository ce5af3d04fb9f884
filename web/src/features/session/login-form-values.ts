// The login form's values and where they start, apart from its schema (login-form-schema.ts, zod):
// the form renders with these on the first screen, the schema loads once it is there.
import type { z } from 'zod';
import type { loginFormSchema } from './login-form-schema';
import type { RememberedLogin } from './remember-me';

export type LoginFormValues = z.input<ReturnType<typeof loginFormSchema>>;

/** The remember-me cookies prefill the last user, in the mode they used. */
export function initialLoginValues(
  countryDialingCode: string,
  remembered: RememberedLogin | null,
  smsAllowed: boolean,
): LoginFormValues {
  const sms = smsAllowed && remembered?.sms === true;
  return {
    mode: sms ? 'sms' : 'username',
    username: remembered && !remembered.sms ? remembered.user : '',
    password: '',
    captcha: '',
    needsCaptcha: false,
    countryDialingCode,
    mobileNum: sms && remembered ? remembered.user : '',
    verificationCode: '',
    remember: remembered !== null,
  };
}
