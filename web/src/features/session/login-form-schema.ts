import type { FieldRule } from '@sim/shared/register-patterns';
import { z } from 'zod';
import { codeMessageKey, phoneMessageKey, refineKey } from '../../lib/form/field-rules';

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
