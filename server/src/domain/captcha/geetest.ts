// Geetest v4, simulated (GEETEST3). The platform hands out the merchant's captcha_id
// (GET /wps/captcha/geetest); the simulator stands in for geetest's servers: a slider challenge
// (load), the slider's position (verify: the answer when it reached the target) and the platform's
// check of the answer a login or registration carries (one use, expiry on the simulated clock, every
// part as handed out). State lives in GeetestChallenge rows.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import {
  GEETEST_TOLERANCE,
  GEETEST_TTL_SECONDS,
  type GeetestChallenge,
  type GeetestConfig,
  type GeetestVerifyResult,
} from '@sim/shared/wps/geetest';
import type { GeetestAnswer } from '@sim/shared/wps/session';
import type { Db } from '../../db/client.ts';
import type { SimClock } from '../../foundation/clock.ts';
import { PlatformError } from '../../foundation/errors.ts';
import type { MerchantProfile } from '../merchants/directory.ts';
import { isModuleOn, requireModule } from '../merchants/flags.ts';
import { geetestModeOf } from './geetest-mode.ts';

type GeetestDeps = { db: Db; clock: SimClock };

/** A merchant's geetest v4 captcha_id: 32 hex digits, the same for every visitor and every restart. */
export const captchaIdOf = (merchantCode: string) =>
  createHash('sha256').update(`geetest-v4:${merchantCode}`).digest('hex').slice(0, 32);

const DEFAULT_PRODUCT = 'login';
/** the slider's target stays clear of both ends, so it never starts on it */
const TARGET_MIN = 20;
const TARGET_MAX = 90;

/** GET /wps/captcha/geetest: what the geetest widget is started with. */
export function geetestConfig(merchant: MerchantProfile, product: string | undefined): GeetestConfig {
  requireModule(merchant, 'GEETEST3');
  const captchaId = captchaIdOf(merchant.code);
  return {
    gt: captchaId,
    captcha_id: captchaId,
    product: product || DEFAULT_PRODUCT,
    success: 1,
    new_captcha: true,
  };
}

function requireOwnCaptchaId(merchant: MerchantProfile, captchaId: string) {
  requireModule(merchant, 'GEETEST3');
  if (captchaId !== captchaIdOf(merchant.code)) {
    throw PlatformError.of('geetestFailed', { message: 'Unknown captcha_id' });
  }
}

/** GET /wps/captcha/geetest/load: a new slider challenge. */
export async function loadChallenge(
  deps: GeetestDeps,
  merchant: MerchantProfile,
  captchaId: string,
  product: string | undefined,
): Promise<GeetestChallenge> {
  requireOwnCaptchaId(merchant, captchaId);
  const now = deps.clock.now();
  const row = await deps.db.geetestChallenge.create({
    data: {
      merchantCode: merchant.code,
      captchaId,
      lotNumber: randomBytes(16).toString('hex'),
      product: product || DEFAULT_PRODUCT,
      target: randomInt(TARGET_MIN, TARGET_MAX + 1),
      issuedAt: now,
      expiresAt: new Date(now.getTime() + GEETEST_TTL_SECONDS * 1000),
    },
  });
  return {
    captcha_id: captchaId,
    lot_number: row.lotNumber,
    target: row.target,
    tolerance: GEETEST_TOLERANCE,
    expiresInSeconds: GEETEST_TTL_SECONDS,
  };
}

/**
 * POST /wps/captcha/geetest/verify: the slider was let go at `position`. Near the target (or anything
 * in PASS mode) yields the answer; otherwise the challenge is spent and the widget loads a new one.
 */
export async function verifySlider(
  deps: GeetestDeps,
  merchant: MerchantProfile,
  input: { captcha_id: string; lot_number: string; position: number },
): Promise<GeetestVerifyResult> {
  requireOwnCaptchaId(merchant, input.captcha_id);
  const now = deps.clock.now();
  const row = await deps.db.geetestChallenge.findFirst({
    where: { merchantCode: merchant.code, lotNumber: input.lot_number },
  });
  const open = row && !row.passedAt && !row.failedAt && now < row.expiresAt;
  if (!open) return { result: 'fail', seccode: null };
  const mode = await geetestModeOf(deps.db, merchant.code);
  const reached = Math.abs(input.position - row.target) <= GEETEST_TOLERANCE;
  if (!reached && mode !== 'PASS') {
    await deps.db.geetestChallenge.update({ where: { id: row.id }, data: { failedAt: now } });
    return { result: 'fail', seccode: null };
  }
  const seccode = {
    captcha_id: row.captchaId,
    lot_number: row.lotNumber,
    pass_token: randomBytes(32).toString('hex'),
    gen_time: String(Math.floor(now.getTime() / 1000)),
    captcha_output: randomBytes(48).toString('base64url'),
  };
  const passed = await deps.db.geetestChallenge.updateMany({
    where: { id: row.id, passedAt: null, failedAt: null },
    data: {
      passToken: seccode.pass_token,
      genTime: seccode.gen_time,
      captchaOutput: seccode.captcha_output,
      passedAt: now,
    },
  });
  return passed.count === 1 ? { result: 'success', seccode } : { result: 'fail', seccode: null };
}

const PARTS = ['captcha_id', 'lot_number', 'pass_token', 'gen_time', 'captcha_output'] as const;

/**
 * GEETEST3 on: a login or registration carries the answer of a passed challenge, spent here (one use,
 * before it expires, every part as handed out, and geetest's validation not forced to fail).
 * GEETEST3 off: whatever the request carries is ignored.
 */
export async function requireGeetest(
  deps: GeetestDeps,
  merchant: MerchantProfile,
  answer: GeetestAnswer,
): Promise<void> {
  if (!isModuleOn(merchant, 'GEETEST3')) return;
  const given = Object.fromEntries(PARTS.map((part) => [part, String(answer?.[part] ?? '').trim()]));
  if (PARTS.some((part) => !given[part])) throw PlatformError.of('geetestRequired');
  if (given.captcha_id !== captchaIdOf(merchant.code)) throw PlatformError.of('geetestFailed');
  const now = deps.clock.now();
  // any attempt at a lot spends it: a wrong guess gets no second try
  const spent = await deps.db.geetestChallenge.updateMany({
    where: {
      merchantCode: merchant.code,
      lotNumber: given.lot_number!,
      passedAt: { not: null },
      usedAt: null,
    },
    data: { usedAt: now },
  });
  if (spent.count !== 1) throw PlatformError.of('geetestFailed');
  const row = await deps.db.geetestChallenge.findUniqueOrThrow({ where: { lotNumber: given.lot_number! } });
  const matches =
    row.passToken === given.pass_token &&
    row.genTime === given.gen_time &&
    row.captchaOutput === given.captcha_output;
  if (!matches || now >= row.expiresAt) throw PlatformError.of('geetestFailed');
  if ((await geetestModeOf(deps.db, merchant.code)) === 'FAIL') throw PlatformError.of('geetestFailed');
}
