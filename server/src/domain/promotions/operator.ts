// The operator's side: promotions created, edited and closed (admin, scenario files and the seed all
// come through savePromotion), applications reviewed and decided, rewards issued, tickets granted and
// prizes forced for QA.
import { randomBytes } from 'node:crypto';
import type { AdminPromotion, PromotionInput } from '@sim/shared/admin/promotions';
import { toMajor, toMinor } from '@sim/shared/money';
import type { PromotionCategory, PromotionEntry, PromotionKind } from '@sim/shared/relay/promofe';
import type { Tx } from '../../db/client.ts';
import { RequestRefused } from '../../foundation/errors.ts';
import type { Prisma, Promotion } from '../../generated/prisma/client.ts';
import { requireQuota } from './claims.ts';
import type { PromotionDeps } from './deps.ts';
import { MemberFacts } from './member-facts.ts';
import { currentParticipation } from './participations.ts';
import { forgetPromotions } from './promotion-rows.ts';
import {
  bonusOn,
  defaultEntry,
  periodKeyOf,
  phaseOf,
  prizesOf,
  textsOf,
  turnoverRequirement,
} from './rules.ts';
import { bonusBase } from './standing.ts';
import { issueTickets } from './tickets.ts';

const TICKET_KINDS = ['SLOT_MACHINE', 'PRIZE_WHEEL'];

function timeOf(value: string | number, field: string): Date {
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) throw new RequestRefused('invalid', `${field}: not a time`);
  return at;
}

const minorOrNull = (major: number | null | undefined) =>
  major === null || major === undefined ? null : toMinor(major);

type Columns = Omit<
  Prisma.PromotionUncheckedCreateInput,
  'id' | 'merchantCode' | 'code' | 'createdAt' | 'updatedAt'
>;

/** The columns an input sets; fields it leaves out stay as they are. */
function columnsOf(input: Partial<PromotionInput>): Partial<Columns> {
  const data: Partial<Columns> = {};
  if (input.kind !== undefined) data.kind = input.kind;
  if (input.category !== undefined) data.category = input.category;
  if (input.entry !== undefined) data.entry = input.entry;
  if (input.texts !== undefined) data.texts = input.texts;
  if (input.bannerUrl !== undefined) data.bannerUrl = input.bannerUrl;
  if (input.startTime !== undefined) data.startsAt = timeOf(input.startTime, 'startTime');
  if (input.endTime !== undefined)
    data.endsAt = input.endTime === null ? null : timeOf(input.endTime, 'endTime');
  if (input.vipMin !== undefined) data.vipMin = input.vipMin;
  if (input.vipMax !== undefined) data.vipMax = input.vipMax;
  if (input.minDeposit !== undefined) data.minDepositMinor = toMinor(input.minDeposit);
  if (input.minTurnover !== undefined) data.minTurnoverMinor = toMinor(input.minTurnover);
  if (input.bonusPercent !== undefined) data.bonusPercent = input.bonusPercent;
  if (input.bonusFixed !== undefined) data.bonusFixedMinor = minorOrNull(input.bonusFixed);
  if (input.bonusMax !== undefined) data.bonusMaxMinor = minorOrNull(input.bonusMax);
  if (input.turnoverMultiplier !== undefined) data.turnoverMultiplier = input.turnoverMultiplier;
  if (input.promoCode !== undefined) data.promoCode = input.promoCode.toUpperCase();
  if (input.maxClaims !== undefined) data.maxClaims = input.maxClaims;
  if (input.prizes !== undefined) data.prizes = input.prizes;
  if (input.ticketSpins !== undefined) data.ticketSpins = input.ticketSpins;
  if (input.ticketHours !== undefined) data.ticketHours = input.ticketHours;
  if (input.sortOrder !== undefined) data.sortOrder = input.sortOrder;
  return data;
}

/** The rules a promotion must keep whatever was edited. */
async function checkRules(tx: Tx, promotion: Promotion) {
  if (promotion.endsAt && promotion.endsAt <= promotion.startsAt)
    throw new RequestRefused('invalid', 'endTime must be after startTime');
  if (promotion.vipMax !== null && promotion.vipMax < promotion.vipMin)
    throw new RequestRefused('invalid', 'vipMax must not be below vipMin');
  if (
    (promotion.kind === 'RAFFLE' || TICKET_KINDS.includes(promotion.kind)) &&
    prizesOf(promotion).length === 0
  )
    throw new RequestRefused('invalid', `A ${promotion.kind} promotion needs prizes`);
  if (promotion.kind === 'PROMO_CODE') {
    if (!promotion.promoCode) throw new RequestRefused('invalid', 'A PROMO_CODE promotion needs a promoCode');
    const twin = await tx.promotion.findFirst({
      where: {
        merchantCode: promotion.merchantCode,
        promoCode: promotion.promoCode,
        status: 'ACTIVE',
        id: { not: promotion.id },
      },
    });
    if (twin)
      throw new RequestRefused('conflict', `Promo code ${promotion.promoCode} is used by ${twin.code}`);
  }
}

/** Creates a promotion, or edits the merchant's promotion with the same code (scenarios re-apply). */
export async function savePromotion(deps: PromotionDeps, merchantCode: string, input: PromotionInput) {
  const code = input.code ?? `P${randomBytes(4).toString('hex').toUpperCase()}`;
  const saving = deps.db.$transaction(async (tx) => {
    const existing = await tx.promotion.findUnique({ where: { merchantCode_code: { merchantCode, code } } });
    const columns = columnsOf({ ...input, entry: input.entry ?? defaultEntry(input.kind) });
    const saved = existing
      ? await tx.promotion.update({ where: { id: existing.id }, data: { ...columns, status: 'ACTIVE' } })
      : await tx.promotion.create({
          data: {
            ...columns,
            merchantCode,
            code,
            kind: input.kind,
            category: input.category,
            entry: input.entry ?? defaultEntry(input.kind),
            texts: input.texts,
            prizes: input.prizes,
            bannerUrl: input.bannerUrl ?? `/cdn/banners/promotion-${code.toLowerCase()}.svg`,
            startsAt: input.startTime === undefined ? deps.clock.now() : timeOf(input.startTime, 'startTime'),
          },
        });
    await checkRules(tx, saved);
    return saved;
  });
  return saving.finally(() => forgetPromotions(deps.db, merchantCode));
}

export async function requireMerchantPromotion(
  deps: PromotionDeps,
  merchantCode: string,
  promotionId: number,
) {
  const promotion = await deps.db.promotion.findFirst({ where: { id: promotionId, merchantCode } });
  if (!promotion) throw new RequestRefused('missing', `No promotion ${promotionId} at ${merchantCode}`);
  return promotion;
}

export async function editPromotion(
  deps: PromotionDeps,
  merchantCode: string,
  promotionId: number,
  changes: Partial<PromotionInput>,
) {
  await requireMerchantPromotion(deps, merchantCode, promotionId);
  const { code: _code, merchant: _merchant, ...rest } = changes;
  const saving = deps.db.$transaction(async (tx) => {
    const saved = await tx.promotion.update({ where: { id: promotionId }, data: columnsOf(rest) });
    await checkRules(tx, saved);
    return saved;
  });
  return saving.finally(() => forgetPromotions(deps.db, merchantCode));
}

/** Closed promotions read CLOSE; issued rewards stay claimable. */
export async function closePromotion(deps: PromotionDeps, merchantCode: string, promotionId: number) {
  await requireMerchantPromotion(deps, merchantCode, promotionId);
  return deps.db.promotion
    .update({ where: { id: promotionId }, data: { status: 'CLOSED' } })
    .finally(() => forgetPromotions(deps.db, merchantCode));
}

export async function toAdminPromotion(deps: PromotionDeps, promotion: Promotion): Promise<AdminPromotion> {
  const [participations, pendingApplications] = await Promise.all([
    deps.db.promotionParticipation.count({ where: { promotionId: promotion.id } }),
    deps.db.promotionParticipation.count({
      where: { promotionId: promotion.id, status: { in: ['APPLYING', 'PROCESS'] } },
    }),
  ]);
  const money = (minor: bigint | null) => (minor === null ? null : toMajor(minor));
  return {
    promotionId: promotion.id,
    merchant: promotion.merchantCode,
    code: promotion.code,
    kind: promotion.kind as PromotionKind,
    category: promotion.category as PromotionCategory,
    entry: promotion.entry as PromotionEntry,
    status: promotion.status as 'ACTIVE' | 'CLOSED',
    phase: phaseOf(promotion, deps.clock.now()),
    texts: textsOf(promotion),
    bannerUrl: promotion.bannerUrl,
    startTime: promotion.startsAt.getTime(),
    endTime: promotion.endsAt?.getTime() ?? null,
    vipMin: promotion.vipMin,
    vipMax: promotion.vipMax,
    minDeposit: toMajor(promotion.minDepositMinor),
    minTurnover: toMajor(promotion.minTurnoverMinor),
    bonusPercent: promotion.bonusPercent,
    bonusFixed: money(promotion.bonusFixedMinor),
    bonusMax: money(promotion.bonusMaxMinor),
    turnoverMultiplier: promotion.turnoverMultiplier,
    promoCode: promotion.promoCode,
    maxClaims: promotion.maxClaims,
    prizes: prizesOf(promotion),
    ticketSpins: promotion.ticketSpins,
    ticketHours: promotion.ticketHours,
    sortOrder: promotion.sortOrder,
    participations,
    pendingApplications,
  };
}

// ---- applications and issued rewards ----------------------------------------------------------------

async function requireParticipation(deps: PromotionDeps, participationId: number) {
  const participation = await deps.db.promotionParticipation.findUnique({
    where: { id: participationId },
    include: { promotion: true },
  });
  if (!participation) throw new RequestRefused('missing', `No participation ${participationId}`);
  return participation;
}

/** What the promotion's rule gives the member now (deposit bonuses: on the period's deposits). */
async function ruleAmount(deps: PromotionDeps, promotion: Promotion, memberId: number) {
  const facts = await MemberFacts.load(deps.db, memberId);
  return bonusOn(promotion, await bonusBase(facts, promotion, promotion.startsAt));
}

/** APPLYING -> PROCESS: an operator took the application up. */
export async function reviewApplication(deps: PromotionDeps, participationId: number) {
  const participation = await requireParticipation(deps, participationId);
  if (participation.status === 'PROCESS') return participation;
  const moved = await deps.db.promotionParticipation.updateMany({
    where: { id: participationId, status: 'APPLYING' },
    data: { status: 'PROCESS', decidedAt: deps.clock.now() },
  });
  if (moved.count === 0) throw new RequestRefused('conflict', `Participation is ${participation.status}`);
  return requireParticipation(deps, participationId);
}

/** APPLYING or PROCESS -> ISSUED (the member claims the bonus) or REJECTED; a repeat answers the first. */
export async function decideApplication(
  deps: PromotionDeps,
  decision: { participationId: number; approve: boolean; amount?: number; remark?: string },
) {
  const participation = await requireParticipation(deps, decision.participationId);
  const target = decision.approve ? 'ISSUED' : 'REJECTED';
  if (participation.status === target) return participation;
  const { promotion } = participation;
  const amountMinor = decision.approve
    ? decision.amount !== undefined
      ? toMinor(decision.amount)
      : await ruleAmount(deps, promotion, participation.memberId)
    : null;
  if (decision.approve && (amountMinor ?? 0n) <= 0n)
    throw new RequestRefused('invalid', 'The rule gives no bonus here: name an amount');
  await deps.db.$transaction(async (tx) => {
    if (decision.approve) await requireQuota(tx, promotion);
    const moved = await tx.promotionParticipation.updateMany({
      where: { id: participation.id, status: { in: ['APPLYING', 'PROCESS'] } },
      data: {
        status: target,
        decidedAt: deps.clock.now(),
        remark: decision.remark ?? null,
        bonusMinor: amountMinor,
        turnoverRequiredMinor: amountMinor === null ? null : turnoverRequirement(promotion, amountMinor),
      },
    });
    if (moved.count === 0) throw new RequestRefused('conflict', `Participation is ${participation.status}`);
  });
  return requireParticipation(deps, participation.id);
}

/** An operator issues a promotion's reward to a member (ISSUED: theirs to claim). */
export async function issueReward(
  deps: PromotionDeps,
  promotion: Promotion,
  memberId: number,
  amount: number | undefined,
  remark: string | undefined,
) {
  const now = deps.clock.now();
  const amountMinor = amount !== undefined ? toMinor(amount) : await ruleAmount(deps, promotion, memberId);
  if (amountMinor <= 0n) throw new RequestRefused('invalid', 'The rule gives no bonus here: name an amount');
  const issued = {
    status: 'ISSUED',
    decidedAt: now,
    remark: remark ?? null,
    bonusMinor: amountMinor,
    turnoverRequiredMinor: turnoverRequirement(promotion, amountMinor),
  };
  return deps.db.$transaction(async (tx) => {
    await requireQuota(tx, promotion);
    const current = await currentParticipation(tx, promotion, memberId, now);
    if (!current)
      return tx.promotionParticipation.create({
        data: {
          ...issued,
          promotionId: promotion.id,
          memberId,
          merchantCode: promotion.merchantCode,
          periodKey: periodKeyOf(promotion.kind, now),
          joinedAt: now,
        },
      });
    if (!['JOINED', 'APPLYING', 'PROCESS'].includes(current.status))
      throw new RequestRefused('conflict', `The member's participation is ${current.status}`);
    return tx.promotionParticipation.update({ where: { id: current.id }, data: issued });
  });
}

export async function grantTickets(
  deps: PromotionDeps,
  promotion: Promotion,
  memberId: number,
  count: number,
) {
  if (!TICKET_KINDS.includes(promotion.kind))
    throw new RequestRefused('invalid', `${promotion.code} is not a ticket promotion`);
  return deps.db.$transaction((tx) => issueTickets(tx, promotion, memberId, count, deps.clock.now()));
}

/** The next spin or raffle draw of the member and/or promotion lands on this prize. */
export async function forcePrize(
  deps: PromotionDeps,
  merchantCode: string,
  forced: { memberId: number | null; promotion: Promotion | null; prizeIndex: number },
) {
  if (forced.promotion && forced.prizeIndex >= prizesOf(forced.promotion).length)
    throw new RequestRefused(
      'invalid',
      `${forced.promotion.code} has ${prizesOf(forced.promotion).length} prizes`,
    );
  return deps.db.forcedPromotionOutcome.create({
    data: {
      merchantCode,
      memberId: forced.memberId,
      promotionId: forced.promotion?.id ?? null,
      prizeIndex: forced.prizeIndex,
    },
  });
}
