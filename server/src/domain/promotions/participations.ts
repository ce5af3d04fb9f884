// Taking part: join (JOIN entries), apply with the form (APPLY entries: APPLYING -> PROCESS -> ISSUED or
// REJECTED by an operator), and the answer's shape. Every step is a guarded write, so a double submit
// answers the participation the first one made.
import type { Language } from '@sim/shared/languages';
import { toMajor } from '@sim/shared/money';
import type { ActivityStatus, Application, Participation, PromotionKind } from '@sim/shared/relay/promofe';
import type { Tx } from '../../db/client.ts';
import { retryOnDuplicate } from '../../db/retry-on-duplicate.ts';
import { PlatformError } from '../../foundation/errors.ts';
import type { Promotion, PromotionParticipation } from '../../generated/prisma/client.ts';
import type { PromotionDeps } from './deps.ts';
import { applicationImagesToStore } from './images.ts';
import { MemberFacts } from './member-facts.ts';
import { periodKeyOf, phaseOf, textFor } from './rules.ts';
import { standingOf } from './standing.ts';

export function toWireParticipation(
  participation: PromotionParticipation,
  promotion: Pick<Promotion, 'texts' | 'code' | 'kind'>,
  language: Language,
): Participation {
  const images = Array.isArray(participation.images) ? participation.images : [];
  const money = (minor: bigint | null) => (minor === null ? null : toMajor(minor));
  return {
    participationId: participation.id,
    promotionId: participation.promotionId,
    promotionTitle: textFor(promotion, language).title,
    kind: promotion.kind as PromotionKind,
    activityStatus: participation.status as ActivityStatus,
    comment: participation.comment,
    imageCount: images.length,
    remark: participation.remark,
    bonusAmount: money(participation.bonusMinor),
    turnoverRequired: money(participation.turnoverRequiredMinor),
    joinTime: participation.joinedAt.getTime(),
    updateTime: (participation.claimedAt ?? participation.decidedAt ?? participation.joinedAt).getTime(),
    claimTime: participation.claimedAt?.getTime() ?? null,
  };
}

/** The merchant's promotion, or the platform's refusal. */
export async function requirePromotion(deps: PromotionDeps, merchantCode: string, promotionId: number) {
  const promotion = await deps.db.promotion.findFirst({ where: { id: promotionId, merchantCode } });
  if (!promotion) throw PlatformError.of('promotionNotFound');
  return promotion;
}

/** the member's participation of the current period (LOGIN: today's), read in or out of a transaction */
export const currentParticipation = (db: Tx, promotion: Promotion, memberId: number, now: Date) =>
  db.promotionParticipation.findUnique({
    where: {
      promotionId_memberId_periodKey: {
        promotionId: promotion.id,
        memberId,
        periodKey: periodKeyOf(promotion.kind, now),
      },
    },
  });

interface Entry {
  status: 'JOINED' | 'APPLYING';
  comment?: string;
  images?: string[];
  requestId?: string;
}

/** Creates the member's participation once; a second call (or a lost race) answers the first. */
async function enter(deps: PromotionDeps, promotion: Promotion, memberId: number, entry: Entry) {
  const now = deps.clock.now();
  if (phaseOf(promotion, now) !== 'OPEN') throw PlatformError.of('promotionNotOpen');
  return retryOnDuplicate(async () => {
    const existing = await currentParticipation(deps.db, promotion, memberId, now);
    if (existing) return existing;
    const facts = await MemberFacts.load(deps.db, memberId);
    const standing = await standingOf(facts, promotion, null, 0, now);
    if (!standing.eligible) throw PlatformError.of('promotionNotEligible');
    return deps.db.promotionParticipation.create({
      data: {
        promotionId: promotion.id,
        memberId,
        merchantCode: promotion.merchantCode,
        periodKey: periodKeyOf(promotion.kind, now),
        status: entry.status,
        comment: entry.comment || null,
        images: entry.images,
        requestId: entry.requestId,
        joinedAt: now,
      },
    });
  });
}

/** MCSFE_signUpPromotionJoin: JOIN entries join; APPLY entries apply with an empty form. */
export async function joinPromotion(
  deps: PromotionDeps,
  merchantCode: string,
  memberId: number,
  promotionId: number,
) {
  const promotion = await requirePromotion(deps, merchantCode, promotionId);
  if (promotion.entry !== 'JOIN' && promotion.entry !== 'APPLY')
    throw PlatformError.of('promotionWrongEntry');
  const status = promotion.entry === 'JOIN' ? 'JOINED' : 'APPLYING';
  return { promotion, participation: await enter(deps, promotion, memberId, { status }) };
}

/** POST /wps/promotions: the application form; a bad image refuses it all and stores nothing. */
export async function applyForPromotion(
  deps: PromotionDeps,
  merchantCode: string,
  memberId: number,
  form: Application,
) {
  const promotion = await requirePromotion(deps, merchantCode, form.promotionId);
  if (promotion.entry !== 'APPLY') throw PlatformError.of('promotionWrongEntry');
  // decoded once the cheap checks passed: a form for no promotion costs no image decoding
  const images = await applicationImagesToStore(form.images);
  const participation = await enter(deps, promotion, memberId, {
    status: 'APPLYING',
    comment: form.comment,
    images,
    requestId: form.requestId,
  });
  return { promotion, participation };
}

/** The member's participations, newest first (MCS2_getPromotionClaimList, MCSFE_getClaimPromotion). */
export async function memberParticipations(
  deps: PromotionDeps,
  memberId: number,
  statuses: readonly string[] | null,
  kind?: string,
) {
  return deps.db.promotionParticipation.findMany({
    where: {
      memberId,
      ...(statuses ? { status: { in: [...statuses] } } : {}),
      ...(kind ? { promotion: { kind } } : {}),
    },
    include: { promotion: { select: { texts: true, code: true, kind: true } } },
    orderBy: [{ joinedAt: 'desc' }, { id: 'desc' }],
    take: 200,
  });
}
