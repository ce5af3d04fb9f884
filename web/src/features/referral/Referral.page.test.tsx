import type { ReferralDetails } from '@sim/shared/relay/referral';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n';
import { centrePage, openMemberCentre } from '../../test/member-centre';
import { envelope } from '../../test/wire-mock';

const details: ReferralDetails = {
  referralCode: 'R00RT',
  totalInvitations: 2,
  promotionDomains: ['sim001.sim.local'],
  invitations: [
    { account: 'fr***01', registerTime: Date.UTC(2026, 10, 20), status: 'REWARDED', reward: 50 },
    { account: 'fr***02', registerTime: Date.UTC(2026, 10, 21), status: 'PENDING', reward: 0 },
  ],
  totalReward: 50,
  rule: { enabled: true, firstDeposit: 100, validBet: 1000, reward: 50 },
  currency: 'BDT',
};

describe('the referral page', () => {
  beforeEach(async () => {
    await changeLanguage('EN', false);
  });

  it('shows the code, the link as a 200 px QR code and the friends invited', async () => {
    const { wire } = openMemberCentre('referral', {
      'GET /wps/relay/MCSFE_getReferralDetails': envelope(details),
    });
    const page = await centrePage('referral');
    expect(await within(page).findByTestId('referral-code')).toHaveProperty('textContent', 'R00RT');
    const link = within(page).getByTestId('referral-link') as HTMLInputElement;
    expect(link.value).toBe(`${window.location.origin}/register?referralCode=R00RT`);
    const qr = within(page).getByTestId('referral-qr');
    expect(qr.getAttribute('width')).toBe('200');
    expect(within(page).getAllByTestId(/^referral-row-/)).toHaveLength(2);
    expect(screen.getByTestId('referral-total-reward').textContent).toContain('50.00');
    expect(wire.callsTo('/wps/relay/MCSFE_getReferralDetails')[0]?.url.searchParams.get('autoGenerate')).toBe(
      'true',
    );
  });
});
