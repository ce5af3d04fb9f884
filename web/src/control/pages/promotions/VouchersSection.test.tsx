import type { AdminDiscountTicket, AdminExtraReward } from '@sim/shared/admin/reward-vouchers';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInPanel } from '../../test/render';
import { mockAdminApi } from '../../test/trpc-mock';
import { VouchersSection } from './VouchersSection';

const ticket: AdminDiscountTicket = {
  transactionId: 'DT-1',
  status: 'AVAILABLE',
  promotionId: 2,
  promotionTitle: 'Reload 20%',
  discountPercent: 10,
  maxDiscountAmount: 200,
  minAmount: 500,
  issueTime: 1,
  expireTime: null,
  useTime: null,
  username: 'demo01',
};
const reward: AdminExtraReward = {
  claimId: 'XR-1',
  status: 'UNAPPLIED',
  promotionId: 1,
  promotionTitle: 'Welcome bonus',
  rewardAmount: 50,
  turnoverMultiplier: 3,
  turnoverRequired: 150,
  issueTime: 1,
  expireTime: null,
  applyTime: null,
  username: 'demo01',
};

describe('VouchersSection', () => {
  it('lists both kinds and marks a discount ticket used', async () => {
    let current = ticket;
    const api = mockAdminApi({
      'discountTickets.list': () => [current],
      'extraRewards.list': () => [reward],
      'discountTickets.use': () => {
        current = { ...ticket, status: 'USED' };
        return current;
      },
    });
    renderInPanel(<VouchersSection promotions={[]} />);

    expect(await screen.findByTestId('extra-row-XR-1')).toBeTruthy();
    fireEvent.click(await screen.findByText('Mark used'));

    await waitFor(() => expect(api.inputsOf('discountTickets.use')).toEqual([{ transactionId: 'DT-1' }]));
    await waitFor(() => expect(screen.getByTestId('discount-row-DT-1').textContent).toContain('USED'));
  });
});
