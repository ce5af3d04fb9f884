// What a member can do with a promotion in its state (spec section 4, activity status): the one
// button its card and its detail page show.
import type { Promotion } from '@sim/shared/relay/promofe';

export type PromotionAction =
  /** one click: Join becomes Joined */
  | 'join'
  /** the application form on the detail page */
  | 'apply'
  /** the reward is there: claim it */
  | 'claim'
  /** codes, tickets and raffle draws are used in the reward centre */
  | 'rewardCentre'
  /** a visitor: log in to join */
  | 'login'
  /** nothing to do now: the button shows the state, disabled */
  | 'none';

type PromotionState = Pick<Promotion, 'activityStatus' | 'entry' | 'eligible' | 'kind' | 'participationId'>;

/**
 * The action of a promotion in its state; `visitor`: nobody is logged in, so an open promotion asks to log
 * in (its eligibility is the member's, unknown yet) rather than saying "not eligible".
 */
export function promotionAction(promotion: PromotionState, visitor = false): PromotionAction {
  if (visitor) return promotion.activityStatus === 'JOIN' ? 'login' : 'none';
  switch (promotion.activityStatus) {
    case 'JOIN':
      if (!promotion.eligible) return 'none';
      if (promotion.entry === 'APPLY') return 'apply';
      if (promotion.entry === 'CODE' || promotion.entry === 'TICKET') return 'rewardCentre';
      if (promotion.entry === 'AUTO') return 'claim';
      return 'join';
    case 'CLAIM':
      // a raffle is drawn in the reward centre; a slot or wheel promotion already claimed has its
      // tickets waiting there (claiming again gives nothing more)
      if (promotion.kind === 'RAFFLE') return 'rewardCentre';
      if (promotion.entry === 'TICKET' && promotion.participationId !== null) return 'rewardCentre';
      return 'claim';
    case 'ISSUED':
      return 'claim';
    default:
      return 'none';
  }
}

/** Promotions not open to take part in (coming soon, over): shown apart from the open ones. */
export const isOffStage = (promotion: Pick<Promotion, 'activityStatus'>) =>
  promotion.activityStatus === 'COMING_SOON' || promotion.activityStatus === 'CLOSE';

/**
 * A raffle's badge follows its draw: it says Claim only while the draw button works; drawn, it says
 * Claimed; otherwise (the draw is off for this member) Close rather than an invitation that fails.
 */
export function raffleBadgeStatus(raffle: {
  activityStatus: Promotion['activityStatus'];
  canClaim: boolean;
  result: unknown;
}): Promotion['activityStatus'] {
  if (raffle.result) return 'CLAIMED';
  if (raffle.activityStatus === 'CLAIM' && !raffle.canClaim) return 'CLOSE';
  return raffle.activityStatus;
}

/** Badge colours by state: green to act on, blue waiting, grey over, red refused. */
export const STATUS_COLOURS: Record<Promotion['activityStatus'], string> = {
  JOIN: 'brand',
  JOINED: 'blue',
  APPLYING: 'blue',
  PROCESS: 'blue',
  ISSUED: 'green',
  CLAIM: 'green',
  CLAIMED: 'gray',
  REJECTED: 'red',
  CLOSE: 'gray',
  COMING_SOON: 'yellow',
};
