// How the admin surface shows a member: everything QA needs to see at a glance.
import { toMajor } from '@sim/shared/money';
import type { Db } from '../../db/client.ts';
import type { MerchantProfile } from '../merchants/directory.ts';
import { isPasswordExpired } from './password-age.ts';

export async function memberSummaries(db: Db, merchant: MerchantProfile, now: Date, memberIds: number[]) {
  const members = await db.member.findMany({
    where: { id: { in: memberIds } },
    include: { upline: { select: { username: true } }, accounts: { select: { balanceMinor: true } } },
    orderBy: { id: 'asc' },
  });
  return members.map((m) => ({
    id: m.id,
    merchant: m.merchantCode,
    username: m.username,
    nickname: m.nickname,
    type: m.type,
    vipLevel: m.vipLevel,
    status: m.status,
    lockedUntil: m.lockedUntil?.toISOString() ?? null,
    /** the payment password's lock after too many wrong tries, while it lasts */
    pinLockedUntil: m.pinLockedUntil && m.pinLockedUntil > now ? m.pinLockedUntil.toISOString() : null,
    mobile: m.mobile,
    countryDialingCode: m.countryDialingCode,
    email: m.email,
    payeeName: m.payeeName,
    upline: m.upline?.username ?? null,
    referralCode: m.referralCode,
    affiliateCode: m.affiliateCode,
    mustChangePassword: m.mustChangePassword,
    passwordExpired: isPasswordExpired(merchant, m.passwordChangedAt, now),
    balance: toMajor(m.accounts.reduce((sum, a) => sum + a.balanceMinor, 0n)),
    lastLoginAt: m.lastLoginAt?.toISOString() ?? null,
    registeredAt: m.registeredAt.toISOString(),
  }));
}

export async function memberSummary(db: Db, merchant: MerchantProfile, now: Date, memberId: number) {
  const [summary] = await memberSummaries(db, merchant, now, [memberId]);
  return summary!;
}

export interface MemberFilter {
  type?: number;
  /** part of the username or the mobile number */
  search?: string;
  limit: number;
}

/** The merchant's members the filter finds, by id, as the admin surface shows them. */
export async function listMemberSummaries(
  db: Db,
  merchant: MerchantProfile,
  now: Date,
  filter: MemberFilter,
) {
  const rows = await db.member.findMany({
    where: {
      merchantCode: merchant.code,
      ...(filter.type === undefined ? {} : { type: filter.type }),
      ...(filter.search
        ? { OR: [{ username: { contains: filter.search } }, { mobile: { contains: filter.search } }] }
        : {}),
    },
    select: { id: true },
    orderBy: { id: 'asc' },
    take: filter.limit,
  });
  return memberSummaries(
    db,
    merchant,
    now,
    rows.map((row) => row.id),
  );
}
