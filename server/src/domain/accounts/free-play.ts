// POST /wps/session/login/freeplay (FREEPLAY3): a fresh trial account (type 4) with play money,
// logged in at once, a limited number per client address. Trial accounts are kept out of every
// real-account feature.
import { randomInt } from 'node:crypto';
import { TRIAL_TYPE } from '@sim/shared/member-types';
import { toMinor } from '@sim/shared/money';
import type { LoginResponse } from '@sim/shared/wps/session';
import { PlatformError } from '../../foundation/errors.ts';
import type { MerchantProfile } from '../merchants/directory.ts';
import { isModuleOn } from '../merchants/flags.ts';
import type { AccountDeps, RequestContext } from './account-deps.ts';
import { createMember } from './create-member.ts';
import { claimFreePlayStart, type FreePlayLimit } from './free-play-limit.ts';
import { openSessionFor } from './login-session.ts';

export const TRIAL_BALANCE = 2000;

export async function startFreePlay(
  deps: AccountDeps & { freePlayLimit: FreePlayLimit },
  merchant: MerchantProfile,
  ctx: RequestContext,
): Promise<LoginResponse> {
  if (!isModuleOn(merchant, 'FREEPLAY3')) {
    throw PlatformError.of('functionNotAvailable', { message: 'Free play is not enabled' });
  }
  const now = deps.clock.now();
  await claimFreePlayStart(deps.db, deps.freePlayLimit, ctx.ip, now);
  const member = await createMember(
    deps.db,
    {
      merchantCode: merchant.code,
      username: `trial${randomInt(10_000_000, 99_999_999)}`,
      password: null,
      nickname: 'Guest',
      type: TRIAL_TYPE,
      passwordChangedAt: now,
      registeredAt: now,
    },
    { amountMinor: toMinor(TRIAL_BALANCE), from: 'TRIAL', postedAt: now },
  );
  return openSessionFor(deps, merchant, member.id, ctx);
}
