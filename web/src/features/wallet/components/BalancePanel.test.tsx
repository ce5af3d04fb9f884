import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveToken } from '../../../api/session-store';
import { changeLanguage } from '../../../i18n';
import { balanceFixture } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { envelope, mockWire } from '../../../test/wire-mock';
import { BalancePanel, HIDDEN_BALANCE } from './BalancePanel';

describe('BalancePanel', () => {
  beforeEach(async () => {
    await changeLanguage('EN', false);
    saveToken('tok');
  });

  it('shows the balance with the currency symbol, 2 decimals and thousands separators', async () => {
    mockWire({ 'GET /wps/v2/wallets/balance': envelope(balanceFixture(1234567.5)) });

    renderWithProviders(<BalancePanel />);

    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('৳ 1,234,567.50'));
  });

  it('hides the amount behind **** and shows it again', async () => {
    mockWire({ 'GET /wps/v2/wallets/balance': envelope(balanceFixture(88)) });
    renderWithProviders(<BalancePanel />);
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('৳ 88.00'));
    const toggle = screen.getByTestId('balance-toggle');

    fireEvent.click(toggle);
    expect(screen.getByTestId('balance').textContent).toBe(HIDDEN_BALANCE);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(toggle.getAttribute('aria-label')).toBe('Show balance');

    fireEvent.click(toggle);
    expect(screen.getByTestId('balance').textContent).toBe('৳ 88.00');
  });

  it('asks the server again on refresh', async () => {
    let amount = 10;
    const wire = mockWire({ 'GET /wps/v2/wallets/balance': () => envelope(balanceFixture(amount)) });
    renderWithProviders(<BalancePanel />);
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('৳ 10.00'));

    amount = 25.75;
    fireEvent.click(screen.getByTestId('balance-refresh'));

    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('৳ 25.75'));
    expect(wire.callsTo('/wps/v2/wallets/balance')).toHaveLength(2);
    expect(wire.calls[1]?.headers.get('Authorization')).toBe('tok');
  });
});
