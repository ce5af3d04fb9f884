// Extra-reward claims (PROMOFE_getUnappliedExtraRewardClaimList, PROMOFE_applyExtraRewardClaim): an extra
// reward a promotion granted a member on top of its bonus, waiting for the member to apply for it. Applying
// moves it UNAPPLIED -> APPLIED by a guarded update and pays it in the same transaction through the ledger
// (a BONUS order keyed `extra-reward/<claimNo>`, payout.ts), so it is paid once however often it is
// applied for; an UNAPPLIED claim past its expiry reads EXPIRED; the back office grants and cancels them.
import type { Language } from '@sim/shared/languages';
import { toMajor, toMinor } from '@sim/shared/money';
import type { ExtraRewardClaim as WireClaim } from '@sim/shared/relay/reward-vouchers';
import { PlatformError, RequestRefused } from '../../foundation/errors.ts';
import type { ExtraRewardClaim, Promotion } from '../../generated/prisma/client.ts';
import type { PromotionDeps } from './deps.ts';
import type { VoucherFilter } from './discount-tickets.ts';
import { payReward } from './payout.ts';
import { textFor } from './rules.ts';
import { expiryAfter, isPastExpiry, voucherNumber } from './voucher-numbers.ts';

type ClaimWithPromotion = ExtraRewardClaim & { promotion: Promotion };

const turnoverOf = (claim: ExtraRewardClaim) =>
  toMajor(BigInt(Math.round(Number(claim.amountMinor) * claim.turnoverMultiplier)));

export function toWireExtraReward(claim: ClaimWithPromotion, language: Language, now: Date): WireClaim {
  const expired = claim.status === 'UNAPPLIED' && isPastExpiry(claim.expiresAt, now);
  return {
    claimId: claim.claimNo,
    status: (expired ? 'EXPIRED' : claim.status) as WireClaim['status'],
    promotionId: claim.promotionId,
    promotionTitle: textFor(claim.promotion, language).title,
    rewardAmount: toMajor(claim.amountMinor),
    turnoverMultiplier: claim.turnoverMultiplier,
    turnoverRequired: turnoverOf(claim),
    issueTime: claim.issuedAt.getTime(),
    expireTime: claim.expiresAt?.getTime() ?? null,
    applyTime: claim.appliedAt?.getTime() ?? null,
  };
}

/** The member's extra rewards not applied for yet (and not expired), newest first. */
export async function unappliedExtraRewards(deps: PromotionDeps, memberId: number, language: Language) {
  const now = deps.clock.now();
  const rows = await deps.db.extraRewardClaim.findMany({
    where: { memberId, status: 'UNAPPLIED', OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] },
    include: { promotion: true },
    orderBy: [{ issuedAt: 'desc' }, { id: 'desc' }],
    take: 200,
  });
  return rows.map((row) => toWireExtraReward(row, language, now));
}

/** Applies for the claim and pays it; a repeat answers the claim with nothing paid again. */
export async function applyExtraReward(
  deps: PromotionDeps,
  memberId: number,
  claimNo: string,
  language: Language,
) {
  const now = deps.clock.now();
  const claim = await deps.db.extraRewardClaim.findFirst({
    where: { claimNo, memberId },
    include: { promotion: true },
  });
  if (!claim) throw PlatformError.of('extraRewardNotFound');
  if (claim.status === 'APPLIED') return { claim: toWireExtraReward(claim, language, now), paidAmount: 0 };
  if (claim.status !== 'UNAPPLIED' || isPastExpiry(claim.expiresAt, now))
    throw PlatformError.of('extraRewardNotAvailable');
  const paid = await deps.db.$transaction(async (tx) => {
    const moved = await tx.extraRewardClaim.updateMany({
      where: { id: claim.id, status: 'UNAPPLIED' },
      data: { status: 'APPLIED', appliedAt: now },
    });
    if (moved.count === 0) return false; // another call applied it first: it paid
    await payReward(
      tx,
      {
        merchantCode: claim.merchantCode,
        memberId,
        amountMinor: claim.amountMinor,
        reason: `${textFor(claim.promotion, 'EN').title} extra reward ${claim.claimNo} (turnover required ${turnoverOf(claim)})`,
        key: `extra-reward/${claim.claimNo}`,
      },
      now,
    );
    return true;
  });
  const after = await deps.db.extraRewardClaim.findUniqueOrThrow({
    where: { id: claim.id },
    include: { promotion: true },
  });
  return {
    claim: toWireExtraReward(after, language, now),
    paidAmount: paid ? toMajor(claim.amountMinor) : 0,
  };
}

export interface ExtraRewardGrant {
  amount: number;
  turnoverMultiplier: number;
  hours?: number | null;
  /** a fixed number (the seed's): granting it again changes nothing */
  claimNo?: string;
}

export async function grantExtraReward(
  deps: PromotionDeps,
  promotion: Promotion,
  memberId: number,
  grant: ExtraRewardGrant,
) {
  if (grant.amount <= 0) throw new RequestRefused('invalid', 'amount: a positive amount');
  const now = deps.clock.now();
  const claimNo = grant.claimNo ?? voucherNumber('XR', now);
  const data = {
    claimNo,
    merchantCode: promotion.merchantCode,
    memberId,
    promotionId: promotion.id,
    amountMinor: toMinor(grant.amount),
    turnoverMultiplier: grant.turnoverMultiplier,
    issuedAt: now,
    expiresAt: expiryAfter(now, grant.hours),
  };
  return deps.db.extraRewardClaim.upsert({
    where: { claimNo },
    create: data,
    update: {},
    include: { promotion: true, member: { select: { username: true } } },
  });
}

/** UNAPPLIED -> CANCELLED (an applied one was paid: it stays). */
export async function cancelExtraReward(deps: PromotionDeps, merchantCode: string, claimNo: string) {
  const claim = await deps.db.extraRewardClaim.findFirst({ where: { claimNo, merchantCode } });
  if (!claim) throw new RequestRefused('missing', `No extra reward ${claimNo} at ${merchantCode}`);
  if (claim.status !== 'CANCELLED') {
    const moved = await deps.db.extraRewardClaim.updateMany({
      where: { id: claim.id, status: 'UNAPPLIED' },
      data: { status: 'CANCELLED' },
    });
    if (moved.count === 0)
      throw new RequestRefused('conflict', `Extra reward ${claimNo} was applied for already`);
  }
  return deps.db.extraRewardClaim.findUniqueOrThrow({
    where: { id: claim.id },
    include: { promotion: true, member: { select: { username: true } } },
  });
}

/** The back office's list: newest first, every status, with the member's username. */
export async function listExtraRewards(deps: PromotionDeps, filter: VoucherFilter) {
  const now = deps.clock.now();
  const rows = await deps.db.extraRewardClaim.findMany({
    where: { merchantCode: filter.merchantCode, ...(filter.memberId ? { memberId: filter.memberId } : {}) },
    include: { promotion: true, member: { select: { username: true } } },
    orderBy: [{ issuedAt: 'desc' }, { id: 'desc' }],
    take: filter.limit,
  });
  return rows.map((row) => ({ ...toWireExtraReward(row, 'EN', now), username: row.member.username }));
}
