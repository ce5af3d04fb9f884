// Password change (encrypted, token) and recovery by email (form data) or by phone (encrypted).
import { z } from 'zod';
import { firebaseFields } from './external-sms.ts';

export const changePasswordRequestSchema = z
  .object({
    /** only needed when the member is not in a forced change (default or expired password) */
    oldPassword: z.string().trim().max(128).optional().nullable(),
    newPassword: z.string().trim().min(1, 'Input cannot be empty').max(128),
    confirmNewPassword: z.string().trim().max(128).optional(),
  })
  .loose();

export const forgotByEmailRequestSchema = z.object({
  username: z.string().trim().min(1, 'Input cannot be empty').max(64),
  email: z.string().trim().min(1, 'Input cannot be empty').max(128),
});

export const setPasswordByPhoneRequestSchema = z
  .object({
    newPassword: z.string().trim().min(1, 'Input cannot be empty').max(128),
    confirmPassword: z.string().trim().max(128).optional(),
    mobileNum: z.string().trim().max(20),
    countryDialingCode: z.string().trim().max(5).optional(),
    verificationCode: z.string().trim().max(10).optional(),
    /** the external SMS verification service's ID token, instead of verificationCode */
    ...firebaseFields,
  })
  .loose();

export const memberLanguageSchema = z.object({ language: z.string().trim().min(2).max(5) });
