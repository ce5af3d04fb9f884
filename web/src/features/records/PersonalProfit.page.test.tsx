import type { PersonalProfit } from '@sim/shared/wps/report';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n';
import { openMemberCentre } from '../../test/member-centre';
import { envelope } from '../../test/wire-mock';

const profit: PersonalProfit = {
  rows: [
    { gameType: 'RNG', betCount: 12, betAmount: 1200, winAmount: 950.25, profit: -249.75 },
    { gameType: 'LIVE', betCount: 3, betAmount: 3000, winAmount: 4500, profit: 1500 },
  ],
  total: { betCount: 15, betAmount: 4200, winAmount: 5450.25, profit: 1250.25 },
  deposit: 10000,
  withdraw: 2500,
  bonus: 88,
  netProfit: 1338.25,
};

describe('personal profit and loss', () => {
  beforeEach(async () => {
    await changeLanguage('EN', false);
  });

  it('shows each game type, the totals and the money of the period', async () => {
    openMemberCentre('personalProfit', { 'GET /wps/report/personalPNL': envelope(profit) });

    const slots = await screen.findByTestId('profit-row-RNG');
    expect(slots.textContent).toContain('Slots');
    expect(within(slots).getByTestId('profit-amount').textContent).toBe('৳ -249.75');
    expect(within(screen.getByTestId('profit-row-total')).getByTestId('profit-amount').textContent).toBe(
      '৳ 1,250.25',
    );
    expect(screen.getByTestId('profit-deposit').textContent).toBe('৳ 10,000.00');
    expect(screen.getByTestId('profit-withdraw').textContent).toBe('৳ 2,500.00');
    expect(screen.getByTestId('profit-bonus').textContent).toBe('৳ 88.00');
    expect(screen.getByTestId('profit-net').textContent).toBe('৳ 1,338.25');
  });
});
