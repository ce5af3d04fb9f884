// Where a member stands in a promotion (spec section 4, activity status): the stored participation
// says how far they went; the clock, their VIP level, deposits and valid bets say what is possible now.
import type { ActivityStatus } from '@sim/shared/relay/promofe';
import type { Promotion, PromotionParticipation } from '../../generated/prisma/client.ts';
import type { MemberFacts } from './member-facts.ts';
import { phaseOf } from './rules.ts';

export interface Standing {
  activityStatus: ActivityStatus;
  /** the member may take the promotion's next step (join, apply, claim) */
  eligible: boolean;
  /** deposits and valid bets of the window that counts reach the promotion's minimums */
  conditionMet: boolean;
}

/** What a standing reads of a participation (a full row or the hot path's narrow read). */
type ParticipationFacts = Pick<PromotionParticipation, 'status' | 'joinedAt'>;

const vipFits = (promotion: Promotion, vipLevel: number) =>
  vipLevel >= promotion.vipMin && (promotion.vipMax === null || vipLevel <= promotion.vipMax);

const registeredInPeriod = (promotion: Promotion, registeredAt: Date) =>
  promotion.kind !== 'SIGN_UP' ||
  (registeredAt >= promotion.startsAt && (promotion.endsAt === null || registeredAt < promotion.endsAt));

/** Joined members count from their join; the rest from the promotion's start. */
export const windowStart = (promotion: Promotion, participation: ParticipationFacts | null) =>
  participation && promotion.entry === 'JOIN' ? participation.joinedAt : promotion.startsAt;

/** The minimums are met, and a bonus on deposits or turnover has something to be a percent of. */
export async function conditionMet(facts: MemberFacts, promotion: Promotion, since: Date): Promise<boolean> {
  const [deposited, turnover] = await Promise.all([facts.depositedSince(since), facts.turnoverSince(since)]);
  if (deposited < promotion.minDepositMinor || turnover < promotion.minTurnoverMinor) return false;
  if (promotion.kind === 'DEPOSIT_BONUS') return deposited > 0n;
  if (promotion.kind === 'TURNOVER_REBATE') return turnover > 0n;
  return true;
}

/** The base a percent bonus is taken on: deposits for deposit bonuses, valid bets for rebates. */
export async function bonusBase(facts: MemberFacts, promotion: Promotion, since: Date): Promise<bigint> {
  if (promotion.kind === 'DEPOSIT_BONUS') return facts.depositedSince(since);
  if (promotion.kind === 'TURNOVER_REBATE') return facts.turnoverSince(since);
  return 0n;
}

/** Whether the member qualifies before taking part (VIP, registration, and the pre-conditions of entries that need them). */
async function qualifies(facts: MemberFacts, promotion: Promotion): Promise<boolean> {
  if (!vipFits(promotion, facts.vipLevel) || !registeredInPeriod(promotion, facts.registeredAt)) return false;
  // joiners meet the condition after joining; codes carry none
  if (promotion.entry === 'JOIN' || promotion.entry === 'CODE') return true;
  return conditionMet(facts, promotion, promotion.startsAt);
}

export async function standingOf(
  facts: MemberFacts,
  promotion: Promotion,
  participation: ParticipationFacts | null,
  availableTickets: number,
  now: Date,
): Promise<Standing> {
  const phase = phaseOf(promotion, now);
  const eligible = phase === 'OPEN' && (await qualifies(facts, promotion));
  if (promotion.entry === 'TICKET' && availableTickets > 0)
    return { activityStatus: 'CLAIM', eligible: true, conditionMet: true };
  if (participation) {
    if (participation.status !== 'JOINED')
      return {
        activityStatus: participation.status as ActivityStatus,
        eligible: participation.status === 'ISSUED',
        conditionMet: true,
      };
    if (phase === 'CLOSE') return { activityStatus: 'CLOSE', eligible: false, conditionMet: false };
    const met = await conditionMet(facts, promotion, participation.joinedAt);
    return { activityStatus: met ? 'CLAIM' : 'JOINED', eligible: met, conditionMet: met };
  }
  if (phase !== 'OPEN') return { activityStatus: phase, eligible: false, conditionMet: false };
  const claimsDirectly = promotion.entry === 'AUTO' || promotion.entry === 'TICKET';
  return { activityStatus: claimsDirectly && eligible ? 'CLAIM' : 'JOIN', eligible, conditionMet: eligible };
}

/** what the header badge counts: a step the member can take now */
export const isActionable = (standing: Standing) =>
  standing.eligible && ['JOIN', 'CLAIM', 'ISSUED'].includes(standing.activityStatus);
