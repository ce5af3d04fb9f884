import type { FieldRule } from '@sim/shared/register-patterns';
import { z } from 'zod';
import { codeMessageKey, phoneMessageKey, refineKey } from '../../lib/field-rules';
import type { RememberedLogin } from './remember-me';

/**
 * Spec section 5: username and password required (trimmed); captcha required once it is shown;
 * SMS login needs a mobile number passing the mobile rule and a code.
 */
export function loginFormSchema(mobileRule: FieldRule) {
  return z
    .object({
      mode: z.enum(['username', 'sms']),
      username: z.string(),
      password: z.string(),
      captcha: z.string(),
      needsCaptcha: z.boolean(),
      countryDialingCode: z.string(),
      mobileNum: z.string(),
      verificationCode: z.string(),
      remember: z.boolean(),
    })
    .superRefine((values, ctx) => {
      if (values.mode === 'sms') {
        refineKey(ctx, 'mobileNum', phoneMessageKey(mobileRule, values.mobileNum));
        refineKey(ctx, 'verificationCode', codeMessageKey(values.verificationCode));
        return;
      }
      for (const path of ['username', 'password'] as const) {
        if (!values[path].trim()) refineKey(ctx, path, 'login.errors.required');
      }
      if (values.needsCaptcha && !values.captcha.trim())
        refineKey(ctx, 'captcha', 'login.errors.captchaRequired');
    });
}

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
