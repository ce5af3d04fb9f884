import { describe, expect, it } from 'vitest';
import { promotionAction, raffleBadgeStatus } from './promotion-action';

const state = (
  activityStatus: string,
  entry = 'JOIN',
  eligible = true,
  more: { kind?: string; participationId?: number | null } = {},
) =>
  ({ activityStatus, entry, eligible, kind: 'DEPOSIT_BONUS', participationId: null, ...more }) as Parameters<
    typeof promotionAction
  >[0];

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

  it('sends a claimed slot or wheel promotion, whose ticket waits in the reward centre, there', () => {
    // first claim: a ticket is issued
    expect(promotionAction(state('CLAIM', 'TICKET', true, { kind: 'SLOT_MACHINE' }))).toBe('claim');
    // claimed: the ticket is in the reward centre, not another Claim
    expect(promotionAction(state('CLAIM', 'TICKET', true, { kind: 'PRIZE_WHEEL', participationId: 7 }))).toBe(
      'rewardCentre',
    );
  });

  it('sends a raffle to the reward centre to be drawn', () => {
    expect(promotionAction(state('CLAIM', 'AUTO', true, { kind: 'RAFFLE' }))).toBe('rewardCentre');
  });

  it('asks a visitor to log in to join an open promotion, and offers nothing on the others', () => {
    expect(promotionAction(state('JOIN', 'JOIN', false), true)).toBe('login');
    expect(promotionAction(state('COMING_SOON', 'JOIN', false), true)).toBe('none');
    expect(promotionAction(state('CLOSE', 'JOIN', false), true)).toBe('none');
  });
});

describe('raffleBadgeStatus', () => {
  it('says Claim only while the draw can be made', () => {
    expect(raffleBadgeStatus({ activityStatus: 'CLAIM', canClaim: true, result: null })).toBe('CLAIM');
    expect(raffleBadgeStatus({ activityStatus: 'CLAIM', canClaim: false, result: null })).toBe('CLOSE');
    expect(raffleBadgeStatus({ activityStatus: 'CLAIM', canClaim: false, result: { prizeIndex: 0 } })).toBe(
      'CLAIMED',
    );
    expect(raffleBadgeStatus({ activityStatus: 'JOIN', canClaim: false, result: null })).toBe('JOIN');
  });
});
