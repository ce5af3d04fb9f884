// Raffles (MCS2_claimRafflePromotion): one draw per member from the promotion's prize table, paid at
// once; the participation row is the draw, so a repeated or concurrent claim answers the first draw.
import type { Language } from '@sim/shared/languages';
import { toMinor } from '@sim/shared/money';
import { retryOnDuplicate } from '../../db/retry-on-duplicate.ts';
import { PlatformError } from '../../foundation/errors.ts';
import type { Promotion, PromotionParticipation } from '../../generated/prisma/client.ts';
import { requireQuota, settle, startParticipation } from './claims.ts';
import type { PromotionDeps } from './deps.ts';
import { MemberFacts } from './member-facts.ts';
import { currentParticipation, requirePromotion } from './participations.ts';
import { drawPrize, nothingIn } from './prizes.ts';
import { phaseOf, prizesIn, textFor } from './rules.ts';
import { standingOf } from './standing.ts';

function resultOf(promotion: Promotion, participation: PromotionParticipation, language: Language) {
  const prizes = prizesIn(promotion, language);
  const prizeIndex = participation.prizeIndex ?? 0;
  const prize = prizes[prizeIndex] ?? nothingIn(language);
  return {
    promotionId: promotion.id,
    participationId: participation.id,
    prizeIndex,
    prize,
    rewardType: prize.rewardType,
    rewardAmount: prize.rewardType === 'CASH' ? prize.amount : 0,
  };
}

async function requireRaffle(deps: PromotionDeps, merchantCode: string, promotionId: number) {
  const promotion = await requirePromotion(deps, merchantCode, promotionId);
  if (promotion.kind !== 'RAFFLE') throw PlatformError.of('promotionWrongEntry');
  return promotion;
}

export async function claimRaffle(
  deps: PromotionDeps,
  merchantCode: string,
  memberId: number,
  promotionId: number,
  language: Language,
) {
  const promotion = await requireRaffle(deps, merchantCode, promotionId);
  const now = deps.clock.now();
  const drawn = await currentParticipation(deps.db, promotion, memberId, now);
  if (drawn) return resultOf(promotion, drawn, language);
  if (phaseOf(promotion, now) !== 'OPEN') throw PlatformError.of('promotionNotOpen');
  const standing = await standingOf(await MemberFacts.load(deps.db, memberId), promotion, null, 0, now);
  if (!standing.eligible) throw PlatformError.of('promotionNotEligible');

  const participation = await retryOnDuplicate(() =>
    deps.db.$transaction(async (tx) => {
      const existing = await currentParticipation(tx, promotion, memberId, now);
      if (existing) return existing;
      await requireQuota(tx, promotion);
      const draw = await drawPrize(tx, promotion, memberId, `raffle/${promotion.id}/${memberId}`);
      const row = await startParticipation(tx, promotion, memberId, now, { prizeIndex: draw.prizeIndex });
      const amount = draw.prize.rewardType === 'CASH' ? toMinor(draw.prize.amount) : 0n;
      await settle(tx, promotion, row, amount, now);
      return tx.promotionParticipation.findUniqueOrThrow({ where: { id: row.id } });
    }),
  );
  return resultOf(promotion, participation, language);
}

/** MCSFE_getRafflePromotionStatus: one raffle, or every raffle not over, with the member's draw. */
export async function raffleStatuses(
  deps: PromotionDeps,
  merchantCode: string,
  memberId: number,
  language: Language,
  promotionId?: number,
) {
  const now = deps.clock.now();
  const raffles = promotionId
    ? [await requireRaffle(deps, merchantCode, promotionId)]
    : (
        await deps.db.promotion.findMany({
          where: { merchantCode, kind: 'RAFFLE' },
          orderBy: { sortOrder: 'asc' },
        })
      ).filter((p) => phaseOf(p, now) !== 'CLOSE');
  const facts = await MemberFacts.load(deps.db, memberId);
  return Promise.all(
    raffles.map(async (promotion) => {
      const drawn = await currentParticipation(deps.db, promotion, memberId, now);
      const standing = await standingOf(facts, promotion, drawn, 0, now);
      return {
        promotionId: promotion.id,
        title: textFor(promotion, language).title,
        activityStatus: standing.activityStatus,
        canClaim: !drawn && standing.activityStatus === 'CLAIM',
        prizes: prizesIn(promotion, language),
        result: drawn ? resultOf(promotion, drawn, language) : null,
      };
    }),
  );
}
