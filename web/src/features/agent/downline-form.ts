// The registration centre's create-downline form (spec section 5 style: i18n keys as messages).
import { DOWNLINE_ACCOUNT_TYPES } from '@sim/shared/wps/agent';
import { z } from 'zod';
import { refineConfirm, refineKey } from '../../lib/form/field-rules';

export const downlineFormSchema = z
  .object({
    username: z.string(),
    password: z.string(),
    confirmPassword: z.string(),
    nickname: z.string(),
    accountType: z.enum(DOWNLINE_ACCOUNT_TYPES),
  })
  .superRefine((values, ctx) => {
    refineKey(ctx, 'username', values.username.trim() ? null : 'validation.required');
    refineKey(ctx, 'password', values.password.trim() ? null : 'validation.required');
    refineConfirm(ctx, 'confirmPassword', values.password, values.confirmPassword);
  });
export type DownlineFormValues = z.input<typeof downlineFormSchema>;

export const EMPTY_DOWNLINE: DownlineFormValues = {
  username: '',
  password: '',
  confirmPassword: '',
  nickname: '',
  accountType: 'MEMBER',
};
