// /wps/session/*: login (encrypted), the plain SIT login, logout, captcha.
import { z } from 'zod';

const trimmed = z.string().trim();

/** Every variant real clients send (PX, LUCKY, PINOY, A777); unknown extras are kept, not refused. */
export const loginRequestSchema = z
  .object({
    username: trimmed.min(1, 'Please enter the username and password').max(64),
    password: trimmed.min(1, 'Please enter the username and password').max(128),
    captcha: z.string().trim().max(16).nullish(),
    type: z.union([z.string(), z.number()]).optional(),
    loginDeviceId: z.string().max(128).optional(),
    isOfficialAppLogin: z.boolean().optional(),
    isSms: z.boolean().optional(),
  })
  .loose();
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  token: z.string(),
  id: z.number().int(),
  userName: z.string(),
  customerType: z.number().int(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** The `value` a failed login carries so the site knows to show the image captcha. */
export const loginFailureValueSchema = z.object({ captcha: z.boolean() });

export const captchaValueSchema = z.string().describe('base64 PNG');
