// Personas on demand for QA (members.create and members.update): a member, agent or trial account
// with the rank, password age, lock and balance a scenario needs, answered as the admin shows members.
import { randomInt } from 'node:crypto';
import type { createMemberInput, updateMemberInput } from '@sim/shared/admin/members';
import { toMinor } from '@sim/shared/money';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { RequestRefused } from '../../foundation/errors.ts';
import type { MerchantProfile } from '../merchants/directory.ts';
import type { AccountDeps } from './account-deps.ts';
import { createMember } from './create-member.ts';
import { memberSummary } from './member-summary.ts';
import { setPassword } from './password-change.ts';
import { DEFAULT_PASSWORD } from './passwords.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const PERSONA_TYPES = { member: 0, agent: 1, trial: 4 } as const;

type PersonaInput = Omit<z.output<typeof createMemberInput>, 'merchant'>;
type MemberChanges = Omit<z.output<typeof updateMemberInput>, 'merchant' | 'username'>;

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** The member of that name at the merchant (names are stored lower-case). */
export async function memberNamed(db: Db, merchantCode: string, username: string) {
  const member = await db.member.findUnique({
    where: { merchantCode_username: { merchantCode, username: username.toLowerCase() } },
  });
  if (!member) throw new RequestRefused('missing', `No member ${username} at ${merchantCode}`);
  return member;
}

export async function createPersona(deps: AccountDeps, merchant: MerchantProfile, input: PersonaInput) {
  const { db } = deps;
  const now = deps.clock.now();
  const username = input.username ?? `${input.persona}${randomInt(10_000, 99_999)}`;
  if (
    await db.member.findUnique({
      where: { merchantCode_username: { merchantCode: merchant.code, username } },
    })
  )
    throw new RequestRefused('conflict', `Username ${username} is taken`);
  const upline = input.uplineUsername ? await memberNamed(db, merchant.code, input.uplineUsername) : null;
  const password = input.defaultPassword ? DEFAULT_PASSWORD : input.password;
  const member = await createMember(
    db,
    {
      merchantCode: merchant.code,
      username,
      password,
      type: input.type ?? PERSONA_TYPES[input.persona],
      uplineId: upline?.id,
      mobile: input.mobile,
      countryDialingCode: input.mobile ? merchant.countryDialingCode : null,
      email: input.email,
      payeeName: input.payeeName,
      paymentPassword: input.paymentPassword,
      vipLevel: input.vipLevel,
      status: input.locked ? 'LOCKED' : 'ACTIVE',
      mustChangePassword: input.defaultPassword,
      passwordChangedAt: daysBefore(now, input.passwordAgeDays),
      lastLoginAt: input.hasLoggedInBefore ? daysBefore(now, 1) : null,
      registeredAt: now,
    },
    { amountMinor: toMinor(input.balance), from: 'ADMIN', postedAt: now },
  );
  return { ...(await memberSummary(db, merchant, now, member.id)), password };
}

export async function updatePersona(
  deps: AccountDeps,
  merchant: MerchantProfile,
  memberId: number,
  changes: MemberChanges,
) {
  const now = deps.clock.now();
  if (changes.password !== undefined) await setPassword(deps, memberId, changes.password);
  await deps.db.member.update({
    where: { id: memberId },
    data: {
      vipLevel: changes.vipLevel,
      status: changes.locked === undefined ? undefined : changes.locked ? 'LOCKED' : 'ACTIVE',
      lockedUntil: changes.locked === false ? null : undefined,
      mobile: changes.mobile,
      email: changes.email,
      payeeName: changes.payeeName,
      mustChangePassword: changes.mustChangePassword,
      passwordChangedAt:
        changes.passwordAgeDays === undefined ? undefined : daysBefore(now, changes.passwordAgeDays),
    },
  });
  // a locked member is logged out everywhere at once, and the games they launched stop with it
  if (changes.locked === true) await deps.sessions.endAllOf(memberId, 'locked');
  return memberSummary(deps.db, merchant, now, memberId);
}
