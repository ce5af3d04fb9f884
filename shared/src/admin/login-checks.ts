// geetest.* and authenticators.*: how the simulated geetest answers a merchant's challenges, and the
// simulated Google authenticator of a member (secret and code of the moment), for the back office, the
// CLI, scenario files and the control panel.
import { z } from 'zod';
import { GEETEST_MODES } from '../wps/geetest.ts';
import { memberRefInput } from './members.ts';

export const geetestModeSchema = z
  .enum(GEETEST_MODES)
  .describe(
    'NORMAL: the slider must reach its target; PASS: any position passes; FAIL: every answer is refused (the login or registration answers geetest.validate.fail)',
  );

export const setGeetestInput = z.object({ merchant: z.string().optional(), mode: geetestModeSchema });

/** What geetest.get answers: the mode, the merchant's captcha_id and whether GEETEST3 is on. */
export const geetestStateSchema = z.object({
  mode: geetestModeSchema,
  captchaId: z.string(),
  enabled: z.boolean(),
});
export type GeetestState = z.infer<typeof geetestStateSchema>;

/** Binds an authenticator: the given base32 secret (scripts that keep their own), or a new one. */
export const bindAuthenticatorInput = memberRefInput.extend({
  secret: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z2-7]{16,64}$/, 'a base32 secret of 16 to 64 characters')
    .optional(),
});

export const authenticatorViewSchema = z.object({
  username: z.string(),
  /** base32, as an authenticator app takes it */
  secret: z.string(),
  otpauthUri: z.string(),
  /** the code the app shows now, on the simulated clock */
  code: z.string(),
  secondsLeft: z.number().int(),
});
export type AuthenticatorView = z.infer<typeof authenticatorViewSchema>;
