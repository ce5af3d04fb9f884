import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n';
import { orderFixture, walletsFixture } from '../../test/fixtures';
import { fill } from '../../test/form';
import { openMemberCentre, pickOption } from '../../test/member-centre';
import { envelope, failure } from '../../test/wire-mock';

const TRANSFER = '/wps/relay/GCS_walletTransfer';

function openWallet(isSingle: boolean, wallets: Record<string, number>, extra = {}) {
  return openMemberCentre('transferFund', {
    'GET /wps/relay/GCS_merchantWallet': envelope({ isSingle }),
    'GET /wps/v2/wallets/balance': envelope(walletsFixture(wallets)),
    ...extra,
  });
}

const sent = (wire: ReturnType<typeof openWallet>['wire']) =>
  wire.callsTo(TRANSFER).map((call) => JSON.parse(call.body ?? ''));

describe('my wallet', () => {
  beforeEach(async () => {
    await changeLanguage('EN', false);
  });

  it('shows a single-wallet merchant its main wallet and no transfer form', async () => {
    openWallet(true, { MAIN: 1234567.891 });

    const row = await screen.findByTestId('wallet-row-MAIN');
    expect(within(row).getByTestId('wallet-balance').textContent).toBe('৳ 1,234,567.89');
    expect(await screen.findByTestId('wallet-single-note')).toBeTruthy();
    expect(screen.queryByTestId('transfer-submit')).toBeNull();
    expect(screen.queryByTestId('transfer-recall-all')).toBeNull();
  });

  it('lists the wallets holding money with the total, and every wallet on demand', async () => {
    openWallet(false, { MAIN: 1000, JL: 250.5, SBO: 0 });

    expect((await screen.findByTestId('wallet-row-JL')).textContent).toContain('৳ 250.50');
    expect(screen.queryByTestId('wallet-row-SBO')).toBeNull();
    expect(screen.getByTestId('wallet-total').textContent).toBe('৳ 1,250.50');
    fireEvent.click(screen.getByTestId('wallet-show-all'));
    expect(screen.getByTestId('wallet-row-SBO').textContent).toContain('৳ 0.00');
  });

  it('transfers between the chosen wallets with a requestId', async () => {
    const { wire } = openWallet(
      false,
      { MAIN: 1000, JL: 250.5, SBO: 0 },
      {
        [`POST ${TRANSFER}`]: envelope(orderFixture({ type: 'TRANSFER', status: 'SUCCESS' })),
      },
    );
    await screen.findByTestId('transfer-amount');

    pickOption('transfer-from', 'JL wallet');
    pickOption('transfer-to', 'SBO wallet');
    fill('amount', '200.25');
    fireEvent.click(screen.getByTestId('transfer-submit'));

    await waitFor(() => expect(sent(wire)).toHaveLength(1));
    expect(sent(wire)[0]).toEqual({ from: 'JL', to: 'SBO', amount: 200.25, requestId: expect.any(String) });
  });

  it('keeps a transfer larger than the paying wallet, or to the same wallet, from being sent', async () => {
    const { wire } = openWallet(false, { MAIN: 100, JL: 0 });
    await screen.findByTestId('transfer-amount');

    fill('amount', '100.01');
    fireEvent.click(screen.getByTestId('transfer-submit'));
    expect(await screen.findByText('Insufficient balance')).toBeTruthy();

    pickOption('transfer-to', 'Main wallet');
    fireEvent.click(screen.getByTestId('transfer-submit'));
    expect(await screen.findByText('Please choose two different wallets')).toBeTruthy();
    expect(sent(wire)).toHaveLength(0);
  });

  it('recalls every vendor wallet to the main one, and asks for the balances again', async () => {
    const { wire } = openWallet(
      false,
      { MAIN: 1000, JL: 250 },
      {
        [`POST ${TRANSFER}`]: envelope(orderFixture({ type: 'TRANSFER', status: 'SUCCESS' })),
      },
    );
    await screen.findByTestId('wallet-row-JL');
    const balanceCalls = wire.callsTo('/wps/v2/wallets/balance').length;

    fireEvent.click(screen.getByTestId('transfer-recall-all'));

    await waitFor(() =>
      expect(sent(wire)).toEqual([{ from: 'ALL', to: 'MAIN', requestId: expect.any(String) }]),
    );
    await waitFor(() => expect(wire.callsTo('/wps/v2/wallets/balance').length).toBe(balanceCalls + 1));
  });

  it('says why a transfer was refused', async () => {
    openWallet(
      false,
      { MAIN: 1000, JL: 0 },
      {
        [`POST ${TRANSFER}`]: failure('WALLET_SINGLE_MODE', 'single'),
      },
    );
    await screen.findByTestId('transfer-amount');
    fill('amount', '10');
    fireEvent.click(screen.getByTestId('transfer-submit'));

    expect((await screen.findByTestId('transfer-error')).textContent).toBe(
      'This site has a single wallet: no transfer is needed',
    );
  });
});
