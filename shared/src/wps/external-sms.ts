// The external SMS verification service, simulated (platform-spec.md sections 4 and 9: firebaseChannel and
// firebaseIdToken on registration and forgot password by phone, a 60 s countdown). When a merchant's
// phone verification goes through it, the site asks the service for a code (send), confirms the code
// the user typed (verify) and sends the ID token it gets with the registration or password reset
// instead of the platform's own SMS code. The three calls under /wps/verification/external are the
// simulator's stand-in for the real service (Firebase phone authentication), not platform calls.
import { z } from 'zod';

/** The `firebaseChannel` the simulated service names itself by. */
export const EXTERNAL_SMS_CHANNEL = 'firebase';
/** The service lets a number ask again after 60 s (the site's countdown). */
export const EXTERNAL_SMS_COUNTDOWN_SECONDS = 60;
/** How long a confirmed code's ID token stays good, on the simulated clock (Firebase: one hour). */
export const EXTERNAL_SMS_TOKEN_TTL_SECONDS = 3600;

/** What the token proves: a number for registration, or a member's number to reset a password. */
export const EXTERNAL_SMS_PURPOSES = ['register', 'forgotPassword'] as const;
export type ExternalSmsPurpose = (typeof EXTERNAL_SMS_PURPOSES)[number];

/** The two fields a registration or password reset carries instead of `verificationCode`. */
export const firebaseFields = {
  firebaseChannel: z.string().trim().max(32).optional().nullable(),
  firebaseIdToken: z.string().trim().max(512).optional().nullable(),
};

/** `value` of GET /wps/verification/external: whether the merchant's phone codes go through it. */
export const externalSmsConfigSchema = z.object({
  enabled: z.boolean(),
  channel: z.string(),
  countdownSeconds: z.number().int(),
});
export type ExternalSmsConfig = z.infer<typeof externalSmsConfigSchema>;

export const externalSmsSendRequestSchema = z
  .object({
    mobileNum: z.string().trim().min(1).max(20),
    countryDialingCode: z.string().trim().max(5).optional(),
    purpose: z.enum(EXTERNAL_SMS_PURPOSES),
  })
  .loose();

/** `value` of POST /wps/verification/external/send: the verification the confirm call names. */
export const externalSmsSentSchema = z.object({
  sessionInfo: z.string(),
  countdownSeconds: z.number().int(),
});
export type ExternalSmsSent = z.infer<typeof externalSmsSentSchema>;

export const externalSmsVerifyRequestSchema = z
  .object({
    sessionInfo: z.string().trim().min(1).max(128),
    code: z.string().trim().min(1).max(10),
  })
  .loose();

/** `value` of POST /wps/verification/external/verify: the token for firebaseIdToken (one use). */
export const externalSmsTokenSchema = z.object({
  firebaseChannel: z.string(),
  firebaseIdToken: z.string(),
  expiresInSeconds: z.number().int(),
});
export type ExternalSmsToken = z.infer<typeof externalSmsTokenSchema>;
