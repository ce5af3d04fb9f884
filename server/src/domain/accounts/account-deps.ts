// What the account flows need from the service container.
import type { Db } from '../../db/client.ts';
import type { SimClock } from '../../foundation/clock.ts';
import type { CaptchaService } from '../captcha/captcha.ts';
import type { SessionStore } from './sessions.ts';
import type { VerificationCodes } from './verification-codes.ts';

export interface AccountDeps {
  db: Db;
  clock: SimClock;
  sessions: SessionStore;
  captcha: CaptchaService;
  codes: VerificationCodes;
}

/** Where the request comes from: the captcha cookie, the device, the (possibly simulated) address. */
export interface RequestContext {
  captchaId?: string;
  deviceId?: string | null;
  ip: string;
  /** the session the caller already holds, if any: a trial account that registers leaves it */
  sessionToken?: string;
}
