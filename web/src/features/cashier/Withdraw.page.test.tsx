import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n';
import { orderFixture, withdrawSettingsFixture } from '../../test/fixtures';
import { fill } from '../../test/form';
import { centrePage, openMemberCentre, pickOption } from '../../test/member-centre';
import { decryptedBody, rsaKeyPair } from '../../test/rsa';
import { envelope, failure } from '../../test/wire-mock';

const key = rsaKeyPair();
const WITHDRAW = '/wps/v2/transaction/withdraw';
const routes = (settings = withdrawSettingsFixture()) => ({
  'GET /wps/session/key/rsa': { body: key.modulusHex },
  'GET /wps/relay/MCSFE_getWithdrawSettings': envelope(settings),
  'GET /wps/relay/MCSFE_getPaymentConfirmationList': envelope({ list: [] }),
});

async function fillWithdrawal() {
  await screen.findByTestId('withdraw-amount');
  fill('amount', '1000');
  pickOption('withdraw-bank', 'Nagad');
  fill('accountNo', '01712345678');
  fill('paymentPassword', '123456');
}

describe('the withdraw page', () => {
  beforeEach(async () => {
    await changeLanguage('EN', false);
  });

  it('shows what may be withdrawn, as money', async () => {
    openMemberCentre('withdraw', routes());

    expect((await screen.findByTestId('withdraw-available')).textContent).toBe('৳ 12,345.50');
    expect(screen.getByTestId('withdraw-limits').textContent).toBe('৳ 200.00 – ৳ 50,000.00');
  });

  it('sends the withdrawal encrypted, with the payment password and a requestId', async () => {
    const { wire } = openMemberCentre('withdraw', {
      ...routes(),
      [`POST ${WITHDRAW}`]: envelope(
        orderFixture({ referenceNo: 'W0001', type: 'WITHDRAW', status: 'PENDING', amount: 1000 }),
      ),
    });
    await fillWithdrawal();

    fireEvent.click(screen.getByTestId('withdraw-submit'));

    expect((await screen.findByTestId('withdraw-result')).textContent).toContain('W0001');
    const [call] = wire.callsTo(WITHDRAW);
    expect(call?.headers.get('Encryption')).toBeTruthy();
    expect(call?.body).not.toContain('123456');
    expect(decryptedBody(call, key)).toEqual({
      amount: 1000,
      bankCode: 'NAGAD',
      accountNo: '01712345678',
      paymentPassword: '123456',
      requestId: expect.any(String),
    });
  });

  it('keeps an amount above the balance from being sent', async () => {
    const { wire } = openMemberCentre('withdraw', routes());
    await fillWithdrawal();
    fill('amount', '20000');

    fireEvent.click(screen.getByTestId('withdraw-submit'));

    expect(await screen.findByText('Insufficient balance')).toBeTruthy();
    expect(wire.callsTo(WITHDRAW)).toHaveLength(0);
  });

  it('asks for a payment password first when the member has none', async () => {
    openMemberCentre('withdraw', routes(withdrawSettingsFixture({ hasPaymentPassword: false })));

    fireEvent.click(await screen.findByTestId('payment-password-prompt-link'));

    expect(await centrePage('securityCenter')).toBeTruthy();
  });

  it('turns PAYMENT_PASSWORD_NOT_SET into the prompt to set one', async () => {
    openMemberCentre('withdraw', {
      ...routes(),
      [`POST ${WITHDRAW}`]: failure('PAYMENT_PASSWORD_NOT_SET', 'Please set a payment password first'),
    });
    await fillWithdrawal();

    fireEvent.click(screen.getByTestId('withdraw-submit'));

    expect((await screen.findByTestId('payment-password-prompt')).textContent).toContain(
      'Please set a payment password first',
    );
  });

  it('says why the server refused, in the member language', async () => {
    openMemberCentre('withdraw', {
      ...routes(),
      [`POST ${WITHDRAW}`]: failure('PAYMENT_PASSWORD_INCORRECT', 'wrong'),
    });
    await fillWithdrawal();

    fireEvent.click(screen.getByTestId('withdraw-submit'));

    await waitFor(() =>
      expect(screen.getByTestId('withdraw-error').textContent).toBe('The payment password is incorrect'),
    );
  });

  it('takes down the last order banner when a new try is refused, and warns how many tries are left', async () => {
    let answers = 0;
    openMemberCentre('withdraw', {
      ...routes(),
      [`POST ${WITHDRAW}`]: () =>
        ++answers === 1
          ? envelope(
              orderFixture({ referenceNo: 'W0001', type: 'WITHDRAW', status: 'PENDING', amount: 1000 }),
            )
          : failure('PAYMENT_PASSWORD_INCORRECT', 'wrong', 200, { remainingTries: 2 }),
    });
    await fillWithdrawal();
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect((await screen.findByTestId('withdraw-result')).textContent).toContain('W0001');

    fill('amount', '1000');
    fill('paymentPassword', '000000');
    fireEvent.click(screen.getByTestId('withdraw-submit'));

    await waitFor(() =>
      expect(screen.getByTestId('withdraw-error').textContent).toBe(
        'The payment password is incorrect. Tries left before it locks for 30 minutes: 2.',
      ),
    );
    expect(screen.queryByTestId('withdraw-result')).toBeNull();
  });

  it('locks the form once no withdrawal is left today', async () => {
    openMemberCentre('withdraw', routes(withdrawSettingsFixture({ remainingCount: 0 })));

    expect(await screen.findByTestId('withdraw-count-exceeded')).toBeTruthy();
    expect(screen.getByTestId('withdraw-submit').hasAttribute('disabled')).toBe(true);
  });
});
