import type { AdminParticipation } from '@sim/shared/admin/promotions';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInPanel } from '../../test/render';
import { mockAdminApi } from '../../test/trpc-mock';
import { ApplicationsSection } from './ApplicationsSection';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

function application(overrides: Partial<AdminParticipation> = {}): AdminParticipation {
  return {
    participationId: 9,
    promotionId: 3,
    promotionTitle: 'Reload bonus',
    kind: 'DEPOSIT_BONUS',
    activityStatus: 'APPLYING',
    comment: 'slip attached',
    imageCount: 2,
    remark: null,
    bonusAmount: null,
    turnoverRequired: null,
    joinTime: 1,
    updateTime: 1,
    claimTime: null,
    username: 'demo01',
    images: [],
    ...overrides,
  };
}

describe('ApplicationsSection', () => {
  it('shows an application’s images when asked, read then and not before', async () => {
    const api = mockAdminApi({
      'promotions.participations': () => [application()],
      'promotions.participation': () => application({ images: [PNG, PNG] }),
    });
    renderInPanel(<ApplicationsSection />);

    fireEvent.click(await screen.findByTestId('application-images-9'));

    expect(await screen.findAllByTestId('application-image')).toHaveLength(2);
    expect(within(screen.getByTestId('application-images-modal')).getByText('slip attached')).toBeTruthy();
    expect(api.inputsOf('promotions.participation')).toEqual([{ participationId: 9 }]);
  });

  it('approves with the promotion’s rule, and the row shows it issued', async () => {
    let current = application();
    const api = mockAdminApi({
      'promotions.participations': () => [current],
      'promotions.decide': () => {
        current = application({ activityStatus: 'ISSUED', bonusAmount: 188 });
        return current;
      },
    });
    renderInPanel(<ApplicationsSection />);

    fireEvent.click(await screen.findByTestId('application-approve-9'));

    await waitFor(() => expect(screen.getByTestId('application-status-9').textContent).toBe('ISSUED'));
    expect(api.inputsOf('promotions.decide')).toEqual([{ participationId: 9, approve: true }]);
    expect(screen.queryByTestId('application-approve-9')).toBeNull();
  });

  it('rejects only after asking, with the remark', async () => {
    const api = mockAdminApi({
      'promotions.participations': () => [application()],
      'promotions.decide': () => application({ activityStatus: 'REJECTED' }),
    });
    renderInPanel(<ApplicationsSection />);

    fireEvent.click(await screen.findByTestId('application-reject-9'));
    fireEvent.change(await screen.findByTestId('cashier-remark'), { target: { value: 'blurred slip' } });
    fireEvent.click(screen.getByTestId('confirm-action'));

    await waitFor(() =>
      expect(api.inputsOf('promotions.decide')).toEqual([
        { participationId: 9, approve: false, remark: 'blurred slip' },
      ]),
    );
  });
});
