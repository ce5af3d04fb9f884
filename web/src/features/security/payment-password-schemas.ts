// The payment password form (PUT /wps/member/paymentPassword): six digits, confirmed; the old one to
// change it, the login password to set the first one. Messages are i18n keys.
import { PAYMENT_PASSWORD_PATTERN } from '@sim/shared/wps/cashier';
import { z } from 'zod';
import { refineConfirm, refineKey } from '../../lib/form/field-rules';

export function paymentPasswordFormSchema(hasPaymentPassword: boolean) {
  return z
    .object({
      oldPaymentPassword: z.string(),
      paymentPassword: z.string(),
      confirmPaymentPassword: z.string(),
      password: z.string(),
    })
    .superRefine((values, ctx) => {
      if (hasPaymentPassword && !values.oldPaymentPassword) {
        refineKey(ctx, 'oldPaymentPassword', 'validation.required');
      }
      if (!hasPaymentPassword && !values.password) refineKey(ctx, 'password', 'validation.required');
      if (!PAYMENT_PASSWORD_PATTERN.test(values.paymentPassword)) {
        refineKey(ctx, 'paymentPassword', 'security.paymentPasswordFormat');
      }
      refineConfirm(ctx, 'confirmPaymentPassword', values.paymentPassword, values.confirmPaymentPassword);
    });
}
