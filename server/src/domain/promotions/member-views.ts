// The member calls' answers: each step of a participation answered as the wire's participation.
import type { Language } from '@sim/shared/languages';
import type { Application, PromotionKind } from '@sim/shared/relay/promofe';
import type { Promotion, PromotionParticipation } from '../../generated/prisma/client.ts';
import { type ClaimRef, claimReward } from './claims.ts';
import type { PromotionDeps } from './deps.ts';
import {
  applyForPromotion,
  joinPromotion,
  memberParticipations,
  toWireParticipation,
} from './participations.ts';
import { claimPromoCode } from './promo-codes.ts';

export const describeParticipation = (
  step: { promotion: Promotion; participation: PromotionParticipation },
  language: Language,
) => toWireParticipation(step.participation, step.promotion, language);

export async function joinAndDescribe(
  deps: PromotionDeps,
  merchantCode: string,
  memberId: number,
  promotionId: number,
  language: Language,
) {
  return describeParticipation(await joinPromotion(deps, merchantCode, memberId, promotionId), language);
}

export async function applyAndDescribe(
  deps: PromotionDeps,
  merchantCode: string,
  memberId: number,
  form: Application,
  language: Language,
) {
  return describeParticipation(await applyForPromotion(deps, merchantCode, memberId, form), language);
}

export async function claimAndDescribe(
  deps: PromotionDeps,
  merchantCode: string,
  memberId: number,
  ref: ClaimRef,
  language: Language,
) {
  return describeParticipation(await claimReward(deps, merchantCode, memberId, ref), language);
}

const STATUS_FILTER = { I: ['ISSUED'], C: ['CLAIMED'], A: null } as const;

/** MCSFE_getClaimPromotion (I issued, C claimed, A all) and the claim list */
export async function claimHistory(
  deps: PromotionDeps,
  memberId: number,
  query: { status: 'I' | 'C' | 'A'; promotionType?: string },
  language: Language,
) {
  const kind = query.promotionType?.toUpperCase() as PromotionKind | undefined;
  const rows = await memberParticipations(deps, memberId, STATUS_FILTER[query.status], kind || undefined);
  return rows.map((row) => toWireParticipation(row, row.promotion, language));
}

export async function claimPromoCodeAndDescribe(
  deps: PromotionDeps,
  merchantCode: string,
  memberId: number,
  promoCode: string,
  language: Language,
) {
  return describeParticipation(await claimPromoCode(deps, merchantCode, memberId, promoCode), language);
}
