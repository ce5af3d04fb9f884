// /wps/session/*: login (encrypted), the plain SIT login, logout, captcha.
import { z } from 'zod';

const trimmed = z.string().trim();
/** text with something besides spaces */
const NOT_BLANK = '^\\s*\\S[\\s\\S]*$';

/**
 * `geetestValidateV4` as a client sends it: any part may be missing or blank, and the server refuses such an
 * answer with the geetest error rather than a 400 (GEETEST3 on), or ignores it (GEETEST3 off).
 */
const answerPart = z.string().max(200).optional();
export const geetestAnswerSchema = z
  .object({
    captcha_id: answerPart,
    lot_number: answerPart,
    pass_token: answerPart,
    /** seconds since the epoch, as text (a number is taken too) */
    gen_time: z.union([z.string().max(20), z.number()]).optional(),
    captcha_output: answerPart,
  })
  .loose()
  .nullish();
export type GeetestAnswer = z.infer<typeof geetestAnswerSchema>;

/** How a member proves it is them from an unregistered address (LOGINIPVERF3). */
export const LOGIN_VERIFY_TYPES = ['SMS', 'EMAIL', 'GOOGLE', 'PAYEE_NAME'] as const;
export const loginVerifyTypeSchema = z.enum(LOGIN_VERIFY_TYPES);
export type LoginVerifyType = z.infer<typeof loginVerifyTypeSchema>;

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
    /** GEETEST3: the answer of the passed geetest v4 challenge (refused when missing or wrong) */
    geetestValidateV4: geetestAnswerSchema,
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
  verifyTypes: z.array(loginVerifyTypeSchema).optional(),
  /** the masked mobile the verification code went to */
  mobile: z.string().nullable().optional(),
  /** the masked e-mail address the verification code went to */
  email: z.string().nullable().optional(),
});

/** POST /wps/session/login/verification (LOGINIPVERF3, encrypted): the login again plus the proof. */
export const loginVerificationRequestSchema = z
  .object({
    username: trimmed.min(1).max(64),
    password: trimmed.min(1).max(128),
    verifyType: loginVerifyTypeSchema,
    /** SMS and EMAIL: the code sent; GOOGLE: the authenticator's current code */
    verificationCode: z.string().trim().max(10).optional(),
    payeeName: z.string().trim().max(80).optional(),
    loginDeviceId: z.string().max(128).optional(),
  })
  .loose();

/** POST /wps/session/login/freeplay: the body is an encrypted random string nobody reads. */
export const freePlayRequestSchema = z.unknown();

export const captchaValueSchema = z.string().describe('base64 PNG');
