// Geetest v4, simulated (GEETEST3; endpoint-registry.md B register.captchaGeetest, wire-contract.md 4.5).
// GET /wps/captcha/geetest?product=… hands out the merchant's `captcha_id` as `value.gt` (JEVO reads it);
// the real geetest widget then talks to geetest's own servers. The simulator stands in for them with
// GET /wps/captcha/geetest/load (a slider challenge) and POST /wps/captcha/geetest/verify (the slider's
// position), whose success is the `geetestValidateV4` answer a login or registration carries.
import { z } from 'zod';

/** How the simulated geetest answers: the slider must reach its target, or every challenge passes or fails. */
export const GEETEST_MODES = ['NORMAL', 'PASS', 'FAIL'] as const;
export type GeetestMode = (typeof GEETEST_MODES)[number];

/** How long a loaded challenge and its answer stay good, on the simulated clock. */
export const GEETEST_TTL_SECONDS = 120;
/** How far from the target (in slider percent) the slider may end and still pass. */
export const GEETEST_TOLERANCE = 4;

const token = z.string().trim().min(1).max(200);

/** The answer a passed challenge yields, sent as `geetestValidateV4` with the login or registration. */
export const geetestValidateV4Schema = z.object({
  captcha_id: token,
  lot_number: token,
  pass_token: token,
  gen_time: token,
  captcha_output: token,
});
export type GeetestValidateV4 = z.infer<typeof geetestValidateV4Schema>;

export const geetestQuerySchema = z
  .object({
    product: z.string().trim().max(32).optional().describe('login, register, … (kept on the challenge)'),
    t: z.string().optional(),
    _: z.string().optional(),
  })
  .loose();

/** `value` of GET /wps/captcha/geetest: `gt` is the v4 captcha_id (JEVO), repeated under its v4 name. */
export const geetestConfigSchema = z.object({
  gt: z.string(),
  captcha_id: z.string(),
  product: z.string(),
  /** geetest v3's fields, as the v3 widgets read them: 1 = the geetest service is up */
  success: z.literal(1),
  new_captcha: z.literal(true),
});
export type GeetestConfig = z.infer<typeof geetestConfigSchema>;

export const geetestLoadQuerySchema = z
  .object({
    captcha_id: z.string().trim().min(1).max(64),
    product: z.string().trim().max(32).optional(),
  })
  .loose();

/** `value` of GET /wps/captcha/geetest/load: one slider challenge (simulated; the target is shown). */
export const geetestChallengeSchema = z.object({
  captcha_id: z.string(),
  lot_number: z.string(),
  /** where the slider must end, 0-100 */
  target: z.number().int(),
  tolerance: z.number().int(),
  expiresInSeconds: z.number().int(),
});
export type GeetestChallenge = z.infer<typeof geetestChallengeSchema>;

export const geetestVerifyRequestSchema = z
  .object({
    captcha_id: z.string().trim().min(1).max(64),
    lot_number: z.string().trim().min(1).max(64),
    /** where the user let go of the slider, 0-100 */
    position: z.number().min(0).max(100),
  })
  .loose();

/** `value` of POST /wps/captcha/geetest/verify: the answer when the slider passed, nothing when it failed. */
export const geetestVerifyResultSchema = z.object({
  result: z.enum(['success', 'fail']),
  seccode: geetestValidateV4Schema.nullable(),
});
export type GeetestVerifyResult = z.infer<typeof geetestVerifyResultSchema>;
