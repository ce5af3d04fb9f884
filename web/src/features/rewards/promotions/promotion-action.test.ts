import { describe, expect, it } from 'vitest';
import { promotionAction } from './promotion-action';

const state = (activityStatus: string, entry = 'JOIN', eligible = true) =>
  ({ activityStatus, entry, eligible }) as Parameters<typeof promotionAction>[0];

describe('promotionAction', () => {
  it('joins, applies, claims or sends to the reward centre while the promotion is open', () => {
    expect(promotionAction(state('JOIN', 'JOIN'))).toBe('join');
    expect(promotionAction(state('JOIN', 'APPLY'))).toBe('apply');
    expect(promotionAction(state('JOIN', 'AUTO'))).toBe('claim');
    expect(promotionAction(state('JOIN', 'CODE'))).toBe('rewardCentre');
    expect(promotionAction(state('JOIN', 'TICKET'))).toBe('rewardCentre');
  });

  it('claims an issued or ready reward', () => {
    expect(promotionAction(state('ISSUED', 'APPLY'))).toBe('claim');
    expect(promotionAction(state('CLAIM', 'JOIN'))).toBe('claim');
  });

  it('offers nothing to a member who does not qualify, nor while waiting, nor after the end', () => {
    expect(promotionAction(state('JOIN', 'JOIN', false))).toBe('none');
    for (const status of ['JOINED', 'APPLYING', 'PROCESS', 'REJECTED', 'CLAIMED', 'CLOSE', 'COMING_SOON'])
      expect(promotionAction(state(status, 'APPLY'))).toBe('none');
  });
});
