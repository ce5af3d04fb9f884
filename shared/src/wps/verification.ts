// SMS verification codes: /wps/verification/sms/noLogin (login), /wps/verification/sms/register,
// /wps/member/password/sms (forgot password). Two body shapes, as real clients send them.
import { z } from 'zod';

/** How long a code lives; the site's send button counts down expiredMinutes * 60 seconds. */
export const SMS_CODE_EXPIRED_MINUTES = 5;

const mobile = z.string().trim().max(20).optional();
const dialingCode = z.string().trim().max(5).optional();

export const smsNoLoginRequestSchema = z
  .object({ mobileNum: mobile, countryDialingCode: dialingCode })
  .loose();
export const smsRegisterRequestSchema = z
  .object({ mobileNo: mobile, mobileNum: mobile, countryDialingCode: dialingCode })
  .loose();

export const smsSentSchema = z.object({ expiredMinutes: z.number().int() });
export type SmsSent = z.infer<typeof smsSentSchema>;

export type SmsPurpose = 'LOGIN' | 'REGISTER' | 'RESET_PASSWORD' | 'LOGIN_VERIFY';
