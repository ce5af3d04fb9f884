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
  /** codes and tickets are used in the reward centre */
  | 'rewardCentre'
  /** nothing to do now: the button shows the state, disabled */
  | 'none';

export function promotionAction(
  promotion: Pick<Promotion, 'activityStatus' | 'entry' | 'eligible'>,
): PromotionAction {
  switch (promotion.activityStatus) {
    case 'JOIN':
      if (!promotion.eligible) return 'none';
      if (promotion.entry === 'APPLY') return 'apply';
      if (promotion.entry === 'CODE' || promotion.entry === 'TICKET') return 'rewardCentre';
      if (promotion.entry === 'AUTO') return 'claim';
      return 'join';
    case 'CLAIM':
    case 'ISSUED':
      return 'claim';
    default:
      return 'none';
  }
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
