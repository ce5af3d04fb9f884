// Spec section 5: change password (old only when needed, new by the password rule, confirmation),
// forgot by email (username and a valid email), forgot by phone (mobile, code, password rule).
import type { FieldRule } from '@sim/shared/register-patterns';
import { z } from 'zod';
import {
  codeMessageKey,
  phoneMessageKey,
  refineConfirm,
  refineKey,
  refineRule,
} from '../../lib/form/field-rules';

export function changePasswordSchema(passwordRule: FieldRule, askOldPassword: boolean) {
  return z
    .object({ oldPassword: z.string(), newPassword: z.string(), confirmNewPassword: z.string() })
    .superRefine((values, ctx) => {
      if (askOldPassword && !values.oldPassword.trim()) refineKey(ctx, 'oldPassword', 'validation.required');
      refineRule(ctx, 'newPassword', { ...passwordRule, required: true }, values.newPassword);
      refineConfirm(ctx, 'confirmNewPassword', values.newPassword, values.confirmNewPassword);
    });
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const forgotByEmailSchema = z
  .object({ username: z.string(), email: z.string() })
  .superRefine((values, ctx) => {
    if (!values.username.trim()) refineKey(ctx, 'username', 'validation.required');
    if (!values.email.trim()) refineKey(ctx, 'email', 'validation.required');
    else if (!EMAIL.test(values.email.trim())) refineKey(ctx, 'email', 'validation.email');
  });

export function forgotByPhoneSchema(mobileRule: FieldRule, passwordRule: FieldRule) {
  return z
    .object({
      countryDialingCode: z.string(),
      mobileNum: z.string(),
      verificationCode: z.string(),
      newPassword: z.string(),
      confirmPassword: z.string(),
    })
    .superRefine((values, ctx) => {
      refineKey(ctx, 'mobileNum', phoneMessageKey(mobileRule, values.mobileNum));
      refineKey(ctx, 'verificationCode', codeMessageKey(values.verificationCode));
      refineRule(ctx, 'newPassword', { ...passwordRule, required: true }, values.newPassword);
      refineConfirm(ctx, 'confirmPassword', values.newPassword, values.confirmPassword);
    });
}
