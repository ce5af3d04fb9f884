import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n';
import { fill } from '../../test/form';
import { openMemberCentre } from '../../test/member-centre';
import { decryptedBody, rsaKeyPair } from '../../test/rsa';
import { envelope, failure } from '../../test/wire-mock';

const key = rsaKeyPair();
const PAYMENT_PASSWORD = '/wps/member/paymentPassword';

function openSecurity(hasPaymentPassword: boolean, answer = envelope({ hasPaymentPassword: true })) {
  return openMemberCentre(
    'securityCenter',
    {
      'GET /wps/session/key/rsa': { body: key.modulusHex },
      'GET /wps/member/hasWithdrawalPassword': envelope(hasPaymentPassword),
      [`PUT ${PAYMENT_PASSWORD}`]: answer,
    },
    {
      account: 'demo01',
      nickname: 'Lucky',
      mobile: '8801712345678',
      clubLabel: { labelName: 'VIP3', rankLevel: 3 },
    },
  );
}

const form = () => screen.findByTestId('payment-password-form');

describe('the security centre', () => {
  beforeEach(async () => {
    await changeLanguage('EN', false);
  });

  it('shows who the member is', async () => {
    openSecurity(true);

    expect((await screen.findByTestId('account-info-account')).textContent).toBe('demo01');
    expect(screen.getByTestId('account-info-nickname').textContent).toBe('Lucky');
    expect(within(screen.getByTestId('account-info-vip')).getByTestId('vip-label').textContent).toBe('VIP3');
    expect(screen.getByTestId('account-info-registered').textContent).toBe(
      dayjs(1_735_689_600_000).format('YYYY-MM-DD'),
    );
    expect(screen.getByTestId('account-info-mobile').textContent).toBe('8801712345678');
    expect(screen.getByTestId('change-password-submit')).toBeTruthy();
  });

  it('sets the first payment password with the login password, encrypted', async () => {
    const { wire } = openSecurity(false);
    const root = await form();
    expect(within(root).queryByTestId('payment-password-old')).toBeNull();

    fill('paymentPassword', '246810');
    fill('confirmPaymentPassword', '246810');
    fill('password', 'Demo1234');
    fireEvent.click(screen.getByTestId('payment-password-submit'));

    await waitFor(() => expect(wire.callsTo(PAYMENT_PASSWORD)).toHaveLength(1));
    expect(decryptedBody(wire.callsTo(PAYMENT_PASSWORD)[0], key)).toEqual({
      paymentPassword: '246810',
      confirmPaymentPassword: '246810',
      password: 'Demo1234',
    });
  });

  it('changes it with the old one', async () => {
    const { wire } = openSecurity(true);
    const root = await form();
    expect(within(root).queryByTestId('payment-password-login')).toBeNull();

    fill('oldPaymentPassword', '246810');
    fill('paymentPassword', '135790');
    fill('confirmPaymentPassword', '135790');
    fireEvent.click(screen.getByTestId('payment-password-submit'));

    await waitFor(() => expect(wire.callsTo(PAYMENT_PASSWORD)).toHaveLength(1));
    expect(decryptedBody(wire.callsTo(PAYMENT_PASSWORD)[0], key)).toEqual({
      oldPaymentPassword: '246810',
      paymentPassword: '135790',
      confirmPaymentPassword: '135790',
    });
  });

  it('asks for six digits, confirmed, before sending', async () => {
    const { wire } = openSecurity(false);
    await form();

    fill('paymentPassword', '12ab');
    fill('confirmPaymentPassword', '1234');
    fireEvent.click(screen.getByTestId('payment-password-submit'));

    expect(await screen.findByText('The payment password must be 6 digits')).toBeTruthy();
    expect(screen.getByText('Confirmation password is not correct.')).toBeTruthy();
    expect(screen.getByText('Input cannot be empty')).toBeTruthy();
    expect(wire.callsTo(PAYMENT_PASSWORD)).toHaveLength(0);
  });

  it('shows a wrong old payment password beside its field', async () => {
    openSecurity(true, failure('PAYMENT_PASSWORD_INCORRECT', 'wrong'));
    await form();

    fill('oldPaymentPassword', '000000');
    fill('paymentPassword', '135790');
    fill('confirmPaymentPassword', '135790');
    fireEvent.click(screen.getByTestId('payment-password-submit'));

    expect(await screen.findByText('The payment password is incorrect')).toBeTruthy();
    expect(screen.getByTestId('payment-password-old').hasAttribute('data-invalid')).toBe(true);
  });
});
