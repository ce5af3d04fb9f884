// The simulated Google authenticator: a member's TOTP secret (RFC 6238, lib/totp.ts), bound by the back
// office, whose current code (on the simulated clock) proves a login from an unregistered address.
// QA reads the secret and the code of the moment through members.authenticator / `pnpm sim authenticator`.
import type { AuthenticatorView } from '@sim/shared/admin/login-checks';
import type { Db } from '../../db/client.ts';
import type { SimClock } from '../../foundation/clock.ts';
import { PlatformError } from '../../foundation/errors.ts';
import { newTotpSecret, otpauthUri, totpAt, totpMatches, totpSecondsLeft } from '../../lib/totp.ts';
import type { MerchantProfile } from '../merchants/directory.ts';
import { normaliseUsername } from './login.ts';

type Deps = { db: Db; clock: SimClock };

async function memberNamed(db: Db, merchant: MerchantProfile, username: string) {
  const member = await db.member.findUnique({
    where: { merchantCode_username: { merchantCode: merchant.code, username: normaliseUsername(username) } },
    select: { id: true, username: true, authenticator: { select: { secret: true } } },
  });
  if (!member) throw PlatformError.of('userNotExist');
  return member;
}

function view(deps: Deps, merchant: MerchantProfile, username: string, secret: string): AuthenticatorView {
  const now = deps.clock.now();
  return {
    username,
    secret,
    otpauthUri: otpauthUri(merchant.name, username, secret),
    code: totpAt(secret, now),
    secondsLeft: totpSecondsLeft(now),
  };
}

/** The member's authenticator with its code of the moment, or null when none is bound. */
export async function readAuthenticator(
  deps: Deps,
  merchant: MerchantProfile,
  username: string,
): Promise<AuthenticatorView | null> {
  const member = await memberNamed(deps.db, merchant, username);
  return member.authenticator ? view(deps, merchant, member.username, member.authenticator.secret) : null;
}

/** Binds an authenticator: the given base32 secret, or a new one; a bound one is replaced. */
export async function bindAuthenticator(
  deps: Deps,
  merchant: MerchantProfile,
  username: string,
  secret: string = newTotpSecret(),
): Promise<AuthenticatorView> {
  const member = await memberNamed(deps.db, merchant, username);
  await deps.db.memberAuthenticator.upsert({
    where: { memberId: member.id },
    create: { memberId: member.id, secret },
    update: { secret },
  });
  return view(deps, merchant, member.username, secret);
}

export async function unbindAuthenticator(deps: Deps, merchant: MerchantProfile, username: string) {
  const member = await memberNamed(deps.db, merchant, username);
  await deps.db.memberAuthenticator.deleteMany({ where: { memberId: member.id } });
  return null;
}

/** The code the member's authenticator shows now (or a step before or after). */
export async function verifyAuthenticatorCode(deps: Deps, memberId: number, code: string | null | undefined) {
  if (!code?.trim()) throw PlatformError.of('codeMissing');
  const bound = await deps.db.memberAuthenticator.findUnique({
    where: { memberId },
    select: { secret: true },
  });
  if (!bound) throw PlatformError.of('functionNotAvailable', { message: 'No authenticator is bound' });
  if (!totpMatches(bound.secret, code, deps.clock.now())) throw PlatformError.of('codeInvalid');
}
