// Promo codes (PROMOFE_getPromoCode, PROMOFE_claimPromoCode): a PROMO_CODE promotion's code pays its
// bonus once per member; a second claim is refused, a concurrent one loses on the unique participation.
import type { Language } from '@sim/shared/languages';
import { toMajor } from '@sim/shared/money';
import { retryOnDuplicate } from '../../db/retry-on-duplicate.ts';
import { PlatformError } from '../../foundation/errors.ts';
import { requireQuota, settle, startParticipation } from './claims.ts';
import type { PromotionDeps } from './deps.ts';
import { MemberFacts } from './member-facts.ts';
import { currentParticipation } from './participations.ts';
import { bonusOn, phaseOf, textFor } from './rules.ts';
import { standingOf } from './standing.ts';

const openCodes = async (deps: PromotionDeps, merchantCode: string) => {
  const now = deps.clock.now();
  const rows = await deps.db.promotion.findMany({
    where: { merchantCode, kind: 'PROMO_CODE', promoCode: { not: null } },
    orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
  });
  return rows.filter((p) => phaseOf(p, now) === 'OPEN');
};

export async function promoCodesFor(
  deps: PromotionDeps,
  merchantCode: string,
  memberId: number,
  language: Language,
) {
  const now = deps.clock.now();
  const facts = await MemberFacts.load(deps.db, memberId);
  const listed = await Promise.all(
    (await openCodes(deps, merchantCode)).map(async (promotion) => {
      const taken = await currentParticipation(deps.db, promotion, memberId, now);
      const standing = await standingOf(facts, promotion, taken, 0, now);
      if (!taken && !standing.eligible) return null;
      return {
        promoCode: promotion.promoCode!,
        description: textFor(promotion, language).summary || textFor(promotion, language).title,
        promotionId: promotion.id,
        bonusAmount: toMajor(bonusOn(promotion, 0n)),
        claimed: taken?.status === 'CLAIMED',
        endTime: promotion.endsAt?.getTime() ?? null,
      };
    }),
  );
  return listed.filter((code) => code !== null);
}

export async function claimPromoCode(
  deps: PromotionDeps,
  merchantCode: string,
  memberId: number,
  code: string,
) {
  const now = deps.clock.now();
  const promotion = (await openCodes(deps, merchantCode)).find(
    (p) => p.promoCode?.toUpperCase() === code.trim().toUpperCase(),
  );
  if (!promotion) throw PlatformError.of('promoCodeInvalid');
  if (await currentParticipation(deps.db, promotion, memberId, now))
    throw PlatformError.of('promoCodeClaimed');
  const standing = await standingOf(await MemberFacts.load(deps.db, memberId), promotion, null, 0, now);
  if (!standing.eligible) throw PlatformError.of('promotionNotEligible');
  const participation = await retryOnDuplicate(() =>
    deps.db.$transaction(async (tx) => {
      if (await currentParticipation(tx, promotion, memberId, now))
        throw PlatformError.of('promoCodeClaimed');
      await requireQuota(tx, promotion);
      const row = await startParticipation(tx, promotion, memberId, now);
      await settle(tx, promotion, row, bonusOn(promotion, 0n), now);
      return tx.promotionParticipation.findUniqueOrThrow({ where: { id: row.id } });
    }),
  );
  return { promotion, participation };
}
