// /wps/session/*: login (encrypted), the plain SIT login, logout, captcha.
import { z } from 'zod';

const trimmed = z.string().trim();
/** text with something besides spaces */
const NOT_BLANK = '^\\s*\\S[\\s\\S]*$';

/** Every variant real clients send (PX, LUCKY, PINOY, A777); unknown extras are kept, not refused. */
export const loginRequestSchema = z
  .object({
    username: trimmed.max(64).default(''),
    password: trimmed.max(128).default(''),
    captcha: z.string().trim().max(16).nullish(),
    type: z.union([z.string(), z.number()]).optional(),
    loginDeviceId: z.string().max(128).optional(),
    isOfficialAppLogin: z.boolean().optional(),
    isSms: z.boolean().optional(),
    /** SMS login (isSms true, type "sms"): the code from /wps/verification/sms/noLogin replaces the password */
    mobileNum: z.string().trim().max(20).optional(),
    countryDialingCode: z.string().trim().max(5).optional(),
    verificationCode: z.string().trim().max(10).optional(),
  })
  .loose()
  // a username and a password that are not blank, or the SMS code login (the server refuses the rest)
  .meta({
    anyOf: [
      {
        required: ['username', 'password'],
        properties: { username: { pattern: NOT_BLANK }, password: { pattern: NOT_BLANK } },
      },
      { required: ['isSms'], properties: { isSms: { const: true } } },
    ],
  });
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

/** The `value` a failed login carries: show the image captcha, or which extra verification to complete. */
export const loginFailureValueSchema = z.object({
  captcha: z.boolean().optional(),
  verifyTypes: z.array(z.enum(['SMS', 'PAYEE_NAME'])).optional(),
  /** the masked mobile the verification code went to */
  mobile: z.string().nullable().optional(),
});

/** POST /wps/session/login/verification (LOGINIPVERF3, encrypted): the login again plus the proof. */
export const loginVerificationRequestSchema = z
  .object({
    username: trimmed.min(1).max(64),
    password: trimmed.min(1).max(128),
    verifyType: z.enum(['SMS', 'PAYEE_NAME']),
    verificationCode: z.string().trim().max(10).optional(),
    payeeName: z.string().trim().max(80).optional(),
    loginDeviceId: z.string().max(128).optional(),
  })
  .loose();

/** POST /wps/session/login/freeplay: the body is an encrypted random string nobody reads. */
export const freePlayRequestSchema = z.unknown();

export const captchaValueSchema = z.string().describe('base64 PNG');
