// One way to create a member, whoever asks: registration, free play, the admin's personas, the seed.
// The member, its main wallet, its invite code and any opening balance are written together.
import { randomBytes } from 'node:crypto';
import { isAgentType } from '@sim/shared/member-types';
import type { Db, Tx } from '../../db/client.ts';
import { linkToUpline } from '../agents/team.ts';
import { ensureHouseAccount, ensureMemberWallet, post } from '../wallet/ledger.ts';
import { hashPassword } from './passwords.ts';

/** A member's own invite code: 5+ characters, so it passes the register form's invitation-code rule (4-16). */
export const referralCodeFor = (memberId: number) =>
  `R${memberId.toString(36).toUpperCase().padStart(4, '0')}`;

export interface NewMember {
  id?: number;
  merchantCode: string;
  username: string;
  /** null: a member without a usable password (mobile registration without one) */
  password: string | null;
  nickname?: string;
  type: number;
  uplineId?: number | null;
  referrerId?: number | null;
  mobile?: string | null;
  countryDialingCode?: string | null;
  email?: string | null;
  payeeName?: string | null;
  affiliateCode?: string | null;
  paymentPassword?: string | null;
  profile?: Record<string, string>;
  vipLevel?: number;
  status?: 'ACTIVE' | 'LOCKED';
  mustChangePassword?: boolean;
  passwordChangedAt: Date;
  lastLoginAt?: Date | null;
  registeredAt: Date;
}

export interface OpeningBalance {
  amountMinor: bigint;
  /** the house account it comes from, e.g. SEED, TRIAL, ADMIN */
  from: string;
  postedAt: Date;
}

export interface MemberSecrets {
  passwordHash: string;
  paymentPasswordHash: string | null;
}

/** Hashing is slow (scrypt, on the thread pool): done before any transaction holds the database. */
export async function hashMemberSecrets(
  input: NewMember,
  hash: (password: string) => Promise<string> = hashPassword,
): Promise<MemberSecrets> {
  const [passwordHash, paymentPasswordHash] = await Promise.all([
    hash(input.password ?? randomBytes(24).toString('hex')),
    input.paymentPassword ? hash(input.paymentPassword) : null,
  ]);
  return { passwordHash, paymentPasswordHash };
}

export async function createMember(db: Db, input: NewMember, opening?: OpeningBalance) {
  return insertMember(db, input, await hashMemberSecrets(input), opening);
}

export function insertMember(
  db: Db,
  input: NewMember,
  { passwordHash, paymentPasswordHash }: MemberSecrets,
  opening?: OpeningBalance,
) {
  return db.$transaction(async (tx) => {
    const created = await tx.member.create({
      data: {
        id: input.id,
        merchantCode: input.merchantCode,
        username: input.username,
        passwordHash,
        paymentPasswordHash,
        passwordChangedAt: input.passwordChangedAt,
        nickname: input.nickname ?? input.username,
        type: input.type,
        uplineId: input.uplineId ?? null,
        referrerId: input.referrerId ?? null,
        mobile: input.mobile ?? null,
        countryDialingCode: input.countryDialingCode ?? null,
        email: input.email ?? null,
        payeeName: input.payeeName ?? null,
        profile: input.profile,
        vipLevel: input.vipLevel ?? 0,
        status: input.status ?? 'ACTIVE',
        mustChangePassword: input.mustChangePassword ?? false,
        lastLoginAt: input.lastLoginAt ?? null,
        registeredAt: input.registeredAt,
      },
    });
    // codes derive from the id, so they are stable across re-seeds and unique per merchant
    const member = await tx.member.update({
      where: { id: created.id },
      data: {
        referralCode: referralCodeFor(created.id),
        affiliateCode: input.affiliateCode ?? (isAgentType(input.type) ? `AG${created.id}` : null),
      },
    });
    await linkToUpline(tx, member.id, member.uplineId);
    const wallet = await ensureMemberWallet(tx, member.merchantCode, member.id);
    if (opening && opening.amountMinor > 0n)
      await creditOpening(tx, member.merchantCode, member.id, wallet.id, opening);
    return member;
  });
}

async function creditOpening(
  tx: Tx,
  merchantCode: string,
  memberId: number,
  walletId: number,
  opening: OpeningBalance,
) {
  const house = await ensureHouseAccount(tx, merchantCode, opening.from);
  await post(tx, {
    idempotencyKey: `opening/${memberId}`,
    kind: opening.from,
    memo: 'opening balance',
    postedAt: opening.postedAt,
    lines: [
      { accountId: house.id, amountMinor: -opening.amountMinor },
      { accountId: walletId, amountMinor: opening.amountMinor },
    ],
  });
}
