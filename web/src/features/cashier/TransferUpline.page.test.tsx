import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n';
import { orderFixture, walletsFixture } from '../../test/fixtures';
import { fill } from '../../test/form';
import { openMemberCentre } from '../../test/member-centre';
import { decryptedBody, rsaKeyPair } from '../../test/rsa';
import { envelope } from '../../test/wire-mock';

const key = rsaKeyPair();
const UPLINE = '/wps/agent/transferUpline';

function openUpline(toUpline: boolean, hasPaymentPassword = true) {
  return openMemberCentre('transferUpline', {
    'GET /wps/session/key/rsa': { body: key.modulusHex },
    'GET /wps/agent/transferEnabled': envelope({
      toUpline,
      uplineAccount: 'agent01',
      toDownline: false,
      hasPaymentPassword,
    }),
    'GET /wps/v2/wallets/balance': envelope(walletsFixture({ MAIN: 900 })),
    [`PUT ${UPLINE}`]: envelope(
      orderFixture({ referenceNo: 'U0001', type: 'TRANSFER_UPLINE', status: 'SUCCESS' }),
    ),
  });
}

describe('the transfer to the upline', () => {
  beforeEach(async () => {
    await changeLanguage('EN', false);
  });

  it('sends the amount and the payment password encrypted, and shows the order', async () => {
    const { wire } = openUpline(true);
    expect((await screen.findByTestId('upline-account')).textContent).toBe('agent01');

    fill('amount', '300');
    fill('paymentPassword', '654321');
    fireEvent.click(screen.getByTestId('upline-submit'));

    expect((await screen.findByTestId('upline-result')).textContent).toContain('U0001');
    const [call] = wire.callsTo(UPLINE);
    expect(call?.method).toBe('PUT');
    expect(decryptedBody(call, key)).toEqual({
      amount: 300,
      paymentPassword: '654321',
      requestId: expect.any(String),
    });
  });

  it('keeps more than the main wallet holds from being sent', async () => {
    const { wire } = openUpline(true);
    await screen.findByText('Main wallet: ৳ 900.00');

    fill('amount', '901');
    fill('paymentPassword', '654321');
    fireEvent.click(screen.getByTestId('upline-submit'));

    expect(await screen.findByText('Insufficient balance')).toBeTruthy();
    expect(wire.callsTo(UPLINE)).toHaveLength(0);
  });

  it('explains and locks the form when the member may not transfer to the upline', async () => {
    openUpline(false);

    expect((await screen.findByTestId('upline-disabled')).textContent).toBe(
      'Transfers to the upline are not enabled for your account.',
    );
    expect(screen.getByTestId('upline-submit').hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('upline-amount').hasAttribute('disabled')).toBe(true);
  });

  it('asks for a payment password first when the member has none', async () => {
    openUpline(true, false);

    expect(await screen.findByTestId('payment-password-prompt')).toBeTruthy();
    expect(screen.queryByTestId('upline-submit')).toBeNull();
  });
});
