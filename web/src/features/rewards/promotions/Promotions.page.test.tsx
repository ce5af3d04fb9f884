import type { Participation, Promotion } from '@sim/shared/relay/promofe';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveToken } from '../../../api/session-store';
import { changeLanguage } from '../../../i18n';
import { memberFixture } from '../../../test/fixtures';
import { renderInSite } from '../../../test/render';
import { envelope, mockWire } from '../../../test/wire-mock';
import { PromotionsPage } from './Promotions.page';

const MEMBER_LIST = 'GET /wps/relay/MCSFE_getAvailablePromotions';
const VISITOR_LIST = 'GET /wps/relay/MCSFE_getMerchantAvailablePromotions';
const CLAIM = 'POST /wps/relay/MCSFE_claimIssuedPromotion';

function promotion(overrides: Partial<Promotion>): Promotion {
  return {
    promotionId: 1,
    code: 'P1',
    kind: 'TURNOVER_REBATE',
    category: 'DAILY',
    entry: 'JOIN',
    title: 'Daily rebate',
    summary: '',
    content: '',
    bannerUrl: '/banner.png',
    startTime: 0,
    endTime: null,
    vipMin: 0,
    vipMax: null,
    minDeposit: 0,
    minTurnover: 0,
    bonusPercent: null,
    bonusFixed: null,
    bonusMax: null,
    turnoverMultiplier: 1,
    prizes: [],
    activityStatus: 'JOIN',
    eligible: false,
    participationId: null,
    sortOrder: 0,
    ...overrides,
  };
}

const slots = (overrides: Partial<Promotion> = {}) =>
  promotion({
    promotionId: 5,
    kind: 'SLOT_MACHINE',
    entry: 'TICKET',
    title: 'Lucky slot machine',
    activityStatus: 'CLAIM',
    eligible: true,
    ...overrides,
  });

function participation(): Participation {
  return {
    participationId: 70,
    promotionId: 5,
    promotionTitle: 'Lucky slot machine',
    kind: 'SLOT_MACHINE',
    activityStatus: 'CLAIMED',
    comment: null,
    imageCount: 0,
    remark: null,
    bonusAmount: 0,
    turnoverRequired: 0,
    joinTime: 1,
    updateTime: 1,
    claimTime: 1,
  };
}

describe('/promotions', () => {
  beforeEach(async () => {
    await changeLanguage('EN', false);
  });

  it('asks a visitor to log in to join, and keeps coming-soon and ended promotions out of the main grid', async () => {
    mockWire({
      [VISITOR_LIST]: envelope([
        promotion({ promotionId: 1, title: 'Open one' }),
        promotion({ promotionId: 2, title: 'Later one', activityStatus: 'COMING_SOON' }),
        promotion({ promotionId: 3, title: 'Old one', activityStatus: 'CLOSE' }),
      ]),
    });
    renderInSite(<PromotionsPage />, { route: '/promotions' });

    const grid = await screen.findByTestId('promotion-grid');
    expect(within(grid).getByText('Open one')).toBeTruthy();
    expect(within(grid).queryByText('Later one')).toBeNull();
    expect(within(grid).queryByText('Old one')).toBeNull();
    expect(within(screen.getByTestId('promotion-grid-upcoming')).getByText('Later one')).toBeTruthy();
    expect(within(screen.getByTestId('promotion-grid-ended')).getByText('Old one')).toBeTruthy();

    const join = screen.getByTestId('promotion-action-1');
    expect(join.textContent).toBe('Log in to join');
    expect(document.body.textContent).not.toContain('Not eligible');
    fireEvent.click(join);
    expect(await screen.findByTestId('login-modal')).toBeTruthy();
  });

  it('says a slot machine claim put a ticket in the reward centre, and the button then leads there', async () => {
    saveToken('tok');
    let claimed = false;
    const wire = mockWire({
      'GET /wps/member/info': envelope(memberFixture()),
      [MEMBER_LIST]: () => envelope([claimed ? slots({ participationId: 70 }) : slots()]),
      [CLAIM]: () => {
        claimed = true;
        return envelope(participation());
      },
    });
    renderInSite(<PromotionsPage />, { route: '/promotions' });

    const button = await screen.findByTestId('promotion-action-5');
    expect(button.textContent).toBe('Claim');
    // a click before member info has answered waits for the session, as the site's does
    await waitFor(() => expect(wire.callsTo('/wps/member/info')).toHaveLength(1));
    await act(() => new Promise((settle) => setTimeout(settle, 50)));
    fireEvent.click(button);

    expect(
      await screen.findByText(
        'A ticket for Lucky slot machine is waiting in your reward centre: use it there to spin.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/credited|paid to your wallet/)).toBeNull();
    await waitFor(() =>
      expect(screen.getByTestId('promotion-action-5').textContent).toBe('Go to reward centre'),
    );
    fireEvent.click(screen.getByTestId('reward-done-next'));
    expect(await screen.findByTestId('member-centre-page-rewardCenter')).toBeTruthy();
  });
});
