// PUT /wps/member/register/autoUsername (endpoint-registry.md B register.registerAuto and P registerAuto, REG3):
// the registration by username, with the username picked by the platform: a free name that keeps the
// merchant's username rule (a letter and digits, upper case where the rule asks for it, or digits only), then the same
// registration as PUT /wps/member/register (rules, captcha, codes, sponsor, login).
import { randomInt } from 'node:crypto';
import type { RegisterRequest, RegisterResponse } from '@sim/shared/wps/register';
import { PlatformError } from '../../foundation/errors.ts';
import type { MerchantProfile } from '../merchants/directory.ts';
import type { AccountDeps, RequestContext } from './account-deps.ts';
import { enforceFieldRule } from './field-rules.ts';
import { registerByUsername } from './register.ts';

const ATTEMPTS = 20;

const digits = (count: number) => Array.from({ length: count }, () => String(randomInt(10))).join('');

/** a name the merchant's username rule accepts, or null */
function candidate(merchant: MerchantProfile): string | null {
  const rule = merchant.registerRules.username;
  const length = Math.min(Math.max(8, rule?.minLength ?? 1), rule?.maxLength ?? 64);
  for (const name of [
    `u${digits(length - 1)}`,
    `U${digits(length - 1)}`,
    `${randomInt(1, 10)}${digits(length - 1)}`,
  ]) {
    try {
      enforceFieldRule(merchant, 'username', name);
      return name;
    } catch {
      // this form breaks the rule: try the next
    }
  }
  return null;
}

export async function registerWithAutoUsername(
  deps: AccountDeps,
  merchant: MerchantProfile,
  request: RegisterRequest,
  ctx: RequestContext,
): Promise<RegisterResponse> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const username = candidate(merchant);
    if (username === null)
      throw PlatformError.of('functionNotAvailable', { message: 'No username form fits the register rules' });
    const taken = await deps.db.member.findUnique({
      where: { merchantCode_username: { merchantCode: merchant.code, username } },
      select: { id: true },
    });
    if (!taken) return registerByUsername(deps, merchant, { ...request, username }, ctx);
  }
  throw PlatformError.of('usernameTaken');
}
