import { z } from 'zod';

/** Spec section 5: username and password required (trimmed); captcha required once it is shown. */
export const loginFormSchema = z
  .object({
    username: z.string().trim().min(1, 'login.errors.required'),
    password: z.string().trim().min(1, 'login.errors.required'),
    captcha: z.string(),
    needsCaptcha: z.boolean(),
  })
  .superRefine((values, ctx) => {
    if (values.needsCaptcha && !values.captcha.trim()) {
      ctx.addIssue({ code: 'custom', path: ['captcha'], message: 'login.errors.captchaRequired' });
    }
  });

export type LoginFormValues = z.input<typeof loginFormSchema>;

export const emptyLoginForm: LoginFormValues = {
  username: '',
  password: '',
  captcha: '',
  needsCaptcha: false,
};
