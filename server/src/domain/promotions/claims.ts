// Claiming a reward (Claim -> Claimed): an ISSUED participation, a JOINED one whose condition is met,
// or, for AUTO and TICKET entries, the promotion itself. The status moves by a guarded UPDATE in the
// same transaction as the payment, so concurrent claims pay once; a repeated claim answers the first.
import { toMajor } from '@sim/shared/money';
import type { PromotionKind } from '@sim/shared/relay/promofe';
import type { Tx } from '../../db/client.ts';
import { retryOnDuplicate } from '../../db/retry-on-duplicate.ts';
import { PlatformError } from '../../foundation/errors.ts';
import type { Promotion, PromotionParticipation } from '../../generated/prisma/client.ts';
import type { PromotionDeps } from './deps.ts';
import { MemberFacts } from './member-facts.ts';
import { currentParticipation, requirePromotion } from './participations.ts';
import { payReward } from './payout.ts';
import { bonusOn, periodKeyOf, phaseOf, textFor, turnoverRequirement } from './rules.ts';
import { bonusBase, standingOf, windowStart } from './standing.ts';
import { issueTickets } from './tickets.ts';

export interface ClaimRef {
  participationId?: number;
  promotionId?: number;
  /** neither id: the merchant's open promotion of this kind (login and sign-up rewards) */
  kind?: PromotionKind;
}

/** A promotion with a claim limit refuses once that many members were paid. */
export async function requireQuota(tx: Tx, promotion: Promotion): Promise<void> {
  if (promotion.maxClaims === null) return;
  const taken = await tx.promotionParticipation.count({
    where: { promotionId: promotion.id, status: { in: ['ISSUED', 'CLAIMED'] } },
  });
  if (taken >= promotion.maxClaims) throw PlatformError.of('promotionQuotaFull');
}

async function openPromotionOfKind(
  deps: PromotionDeps,
  merchantCode: string,
  kind: PromotionKind | undefined,
) {
  if (!kind)
    throw PlatformError.of('requestParamError', { message: 'participationId or promotionId is required' });
  const now = deps.clock.now();
  const candidates = await deps.db.promotion.findMany({
    where: { merchantCode, kind },
    orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
  });
  const open = candidates.find((p) => phaseOf(p, now) === 'OPEN');
  if (!open) throw PlatformError.of('promotionNotFound');
  return open;
}

async function findClaimable(deps: PromotionDeps, merchantCode: string, memberId: number, ref: ClaimRef) {
  if (ref.participationId) {
    const participation = await deps.db.promotionParticipation.findFirst({
      where: { id: ref.participationId, memberId, merchantCode },
      include: { promotion: true },
    });
    if (!participation) throw PlatformError.of('promotionNotFound');
    return { promotion: participation.promotion, participation: participation as PromotionParticipation };
  }
  const promotion = ref.promotionId
    ? await requirePromotion(deps, merchantCode, ref.promotionId)
    : await openPromotionOfKind(deps, merchantCode, ref.kind);
  return {
    promotion,
    participation: await currentParticipation(deps.db, promotion, memberId, deps.clock.now()),
  };
}

/** The bonus a claim pays now: what was issued, or the rule on the window's deposits or turnover. */
async function amountDue(
  facts: MemberFacts,
  promotion: Promotion,
  participation: PromotionParticipation | null,
) {
  if (participation?.status === 'ISSUED') return participation.bonusMinor ?? 0n;
  return bonusOn(promotion, await bonusBase(facts, promotion, windowStart(promotion, participation)));
}

/** A participation that starts at its claim (AUTO, TICKET, CODE and RAFFLE entries). */
export function startParticipation(
  tx: Tx,
  promotion: Promotion,
  memberId: number,
  now: Date,
  extra: { prizeIndex?: number } = {},
) {
  return tx.promotionParticipation.create({
    data: {
      promotionId: promotion.id,
      memberId,
      merchantCode: promotion.merchantCode,
      periodKey: periodKeyOf(promotion.kind, now),
      status: 'JOINED',
      joinedAt: now,
      ...extra,
    },
  });
}

/** JOINED or ISSUED -> CLAIMED with the payment, once (the loser of a race pays nothing). */
export async function settle(
  tx: Tx,
  promotion: Promotion,
  participation: PromotionParticipation,
  amountMinor: bigint,
  now: Date,
) {
  const turnoverRequiredMinor = turnoverRequirement(promotion, amountMinor);
  const claimed = await tx.promotionParticipation.updateMany({
    where: { id: participation.id, status: participation.status },
    data: { status: 'CLAIMED', claimedAt: now, bonusMinor: amountMinor, turnoverRequiredMinor },
  });
  if (claimed.count === 0) return; // another claim won the race: it paid
  if (promotion.entry === 'TICKET') await issueTickets(tx, promotion, participation.memberId, 1, now);
  const title = textFor(promotion, 'EN').title;
  await payReward(
    tx,
    {
      merchantCode: promotion.merchantCode,
      memberId: participation.memberId,
      amountMinor,
      reason: `${title} (turnover required ${toMajor(turnoverRequiredMinor)})`,
      key: `promotion/${participation.id}`,
    },
    now,
  );
}

export async function claimReward(
  deps: PromotionDeps,
  merchantCode: string,
  memberId: number,
  ref: ClaimRef,
) {
  const { promotion, participation } = await findClaimable(deps, merchantCode, memberId, ref);
  if (participation?.status === 'CLAIMED') return { promotion, participation };
  const now = deps.clock.now();
  const facts = await MemberFacts.load(deps.db, memberId);
  const standing = await standingOf(facts, promotion, participation, 0, now);
  const claimsDirectly = !participation && (promotion.entry === 'AUTO' || promotion.entry === 'TICKET');
  const claimable =
    participation?.status === 'ISSUED' ||
    (standing.activityStatus === 'CLAIM' && (participation || claimsDirectly));
  if (!claimable || promotion.kind === 'RAFFLE') throw PlatformError.of('promotionNotClaimable');
  const amountMinor = await amountDue(facts, promotion, participation);

  const settled = await retryOnDuplicate(() =>
    deps.db.$transaction(async (tx) => {
      let row = participation;
      if (!row) {
        const existing = await currentParticipation(tx, promotion, memberId, now);
        if (existing) return existing; // a concurrent claim created and paid it
        await requireQuota(tx, promotion);
        row = await startParticipation(tx, promotion, memberId, now);
      } else if (row.status !== 'ISSUED') await requireQuota(tx, promotion);
      await settle(tx, promotion, row, amountMinor, now);
      return tx.promotionParticipation.findUniqueOrThrow({ where: { id: row.id } });
    }),
  );
  return { promotion, participation: settled };
}
