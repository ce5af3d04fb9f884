// PUT /wps/member/register and /register/mobile (encrypted), GET /wps/check/username,
// GET /wps/agent/affiliate, GET /wps/system/country.
import { z } from 'zod';
import { firebaseFields } from './external-sms.ts';
import { geetestAnswerSchema, loginResponseSchema } from './session.ts';

const field = z.string().trim().max(128).optional().nullable();

/** Every field the real front ends send; which ones count is up to the merchant's register rules. */
export const registerRequestSchema = z
  .object({
    username: field,
    password: field,
    confirmPassword: field,
    payeeName: field,
    email: field,
    qqNum: field,
    mobileNum: field,
    countryDialingCode: field,
    recommenderId: field,
    captcha: field,
    verificationCode: field,
    affiliateCode: field,
    referralCode: field,
    paymentPassword: field,
    line: field,
    whatsapp: field,
    facebook: field,
    wechat: field,
    idNumber: field,
    merchantCode: field,
    domain: field,
    registerUrl: field,
    registerMethod: field,
    loginDeviceId: field,
    /** GEETEST3: the answer of the passed geetest v4 challenge */
    geetestValidateV4: geetestAnswerSchema,
    /** the external SMS verification service's ID token, instead of verificationCode */
    ...firebaseFields,
  })
  .loose();
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** The fields a register rule can govern, in the order the form shows them. */
export const REGISTER_FIELDS = [
  'username',
  'password',
  'payeeName',
  'email',
  'mobileNum',
  'qqNum',
  'recommenderId',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'affiliateCode',
  'captcha',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

export const registerMobileRequestSchema = z
  .object({
    mobile: field,
    mobileNum: field,
    countryDialingCode: field,
    password: field,
    confirmPassword: field,
    captcha: field,
    verificationCode: field,
    referralCode: field,
    affiliateCode: field,
    loginDeviceId: field,
    /** GEETEST3: the answer of the passed geetest v4 challenge */
    geetestValidateV4: geetestAnswerSchema,
    /** the external SMS verification service's ID token, instead of verificationCode */
    ...firebaseFields,
  })
  .loose();
export type RegisterMobileRequest = z.infer<typeof registerMobileRequestSchema>;

/** A new member is logged in at once. */
export const registerResponseSchema = loginResponseSchema.extend({ customerId: z.number().int() });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const checkUsernameQuerySchema = z.object({ username: z.string().trim().min(1).max(64) }).loose();

export const affiliateQuerySchema = z
  .object({ code: z.string().trim().min(1).max(32), domain: z.string().optional() })
  .loose();
export const affiliateSchema = z.object({ affiliateCode: z.string(), valid: z.literal(true) });

export const countrySchema = z.object({
  countryCode: z.string(),
  countryDialingCode: z.string(),
  name: z.string(),
});
export const countryListSchema = z.array(countrySchema);
export type Country = z.infer<typeof countrySchema>;

/** The `value` of FIELD_REQUIRED / FIELD_FORMAT_ERROR (and the username/password format errors). */
export const fieldErrorValueSchema = z.object({
  field: z.string(),
  patternId: z.number().int().optional(),
  minLength: z.number().int().optional(),
  maxLength: z.number().int().optional(),
});
