import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { auditFixture, cashierSettingsFixture, orderFixture } from '../../test/fixtures';
import { renderInPanel } from '../../test/render';
import { mockAdminApi } from '../../test/trpc-mock';
import { CashierPage } from './Cashier.page';

describe('CashierPage', () => {
  it('shows the orders, the books and the settings of the chosen merchant', async () => {
    const api = mockAdminApi({
      'cashier.orders': () => [orderFixture()],
      'wallet.audit': () => auditFixture(),
      'cashier.settings': () => cashierSettingsFixture(),
    });
    renderInPanel(<CashierPage />, { route: '/cashier' });

    expect(await screen.findByTestId('cashier-row-D260501-0000000001')).toBeTruthy();
    expect(await screen.findByTestId('cashier-audit-balanced')).toBeTruthy();
    expect(await screen.findByTestId('cashier-settings-save')).toBeTruthy();
    expect(api.inputsOf('cashier.orders')[0]).toEqual({ merchant: 'sim001', limit: 100 });
    expect(api.inputsOf('cashier.settings')[0]).toEqual({ merchant: 'sim001' });
  });
});
