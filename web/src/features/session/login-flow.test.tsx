import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n';
import { loginFixture, memberFixture, statusFixture } from '../../test/fixtures';
import { fill, inputNamed } from '../../test/form';
import { renderInSite } from '../../test/render';
import { decryptedBody, rsaKeyPair } from '../../test/rsa';
import { envelope, failure, mockWire } from '../../test/wire-mock';
import { LoginForm, SmsLoginFields } from './components/LoginForm';
import { saveRememberMe } from './remember-me';

const key = rsaKeyPair();

function mockLogin(login: unknown) {
  return mockWire({
    'GET /wps/session/key/rsa': { body: key.modulusHex },
    'POST /wps/session/login': login as never,
    'GET /wps/member/info': envelope(memberFixture()),
    'GET /wps/v2/wallets/balance': failure('x', 'x'),
    'GET /wps/system/country': envelope([]),
  });
}

function logIn(username: string, password: string) {
  fill('username', username);
  fill('password', password);
  fireEvent.click(screen.getByTestId('login-submit'));
}

describe('the login state machine', () => {
  beforeEach(async () => {
    await changeLanguage('EN', false);
    // a chunk of its own in the site: loaded ahead, the fields show as SMS login is picked
    await SmsLoginFields.preload();
  });

  it("opens the forced change of password after a login with '{secret}', without asking the old one", async () => {
    mockLogin(envelope(loginFixture({ userName: 'newbie01', firstTimeLogin: true })));
    renderInSite(<LoginForm layout="stacked" />);

    logIn('newbie01', '{secret}');

    const modal = await screen.findByTestId('change-password-modal');
    expect(modal.querySelector('input[name="oldPassword"]')).toBeNull();
    expect(modal.querySelector('input[name="newPassword"]')).not.toBeNull();
    expect(screen.queryByTestId('modal-close')).toBeNull();
    expect(sessionStorage.getItem('token')).toBe('new-token');
  });

  it('opens it for an expired password only when forced change on expiry is on', async () => {
    mockLogin(envelope(loginFixture({ passwordExpired: true })));
    const view = renderInSite(<LoginForm layout="stacked" />);
    logIn('expired01', 'Expired123');
    expect(await screen.findByTestId('change-password-modal')).toBeTruthy();
    view.unmount();
    sessionStorage.clear();

    renderInSite(<LoginForm layout="stacked" />, {
      status: statusFixture({}, { flags: { PWDEXPFORCECHANGE3: false } }),
    });
    logIn('expired01', 'Expired123');
    await waitFor(() => expect(sessionStorage.getItem('token')).toBe('new-token'));
    expect(screen.queryByTestId('change-password-modal')).toBeNull();
  });

  it('logs in by SMS with the isSms body and never forces a password change', async () => {
    const wire = mockLogin(envelope(loginFixture({ passwordExpired: true })));
    renderInSite(<LoginForm layout="stacked" />);
    fireEvent.click(screen.getByTestId('login-mode-sms'));

    fill('mobileNum', '01712345678');
    fill('verificationCode', '123456');
    fireEvent.click(screen.getByTestId('login-submit'));

    await waitFor(() => expect(sessionStorage.getItem('token')).toBe('new-token'));
    expect(decryptedBody(wire.callsTo('/wps/session/login')[0], key)).toMatchObject({
      type: 'sms',
      isSms: true,
      mobileNum: '01712345678',
      countryDialingCode: '880',
      verificationCode: '123456',
    });
    expect(screen.queryByTestId('change-password-modal')).toBeNull();
  });

  it('saves the remember-me cookies on success and prefills the last user next time', async () => {
    mockLogin(envelope(loginFixture()));
    const view = renderInSite(<LoginForm layout="stacked" />);
    fireEvent.click(screen.getByTestId('login-remember'));
    logIn('demo01', 'Demo1234');
    await waitFor(() => expect(document.cookie).toContain('last-user=demo01'));
    view.unmount();

    renderInSite(<LoginForm layout="stacked" />);
    expect(inputNamed('username').value).toBe('demo01');
    expect((screen.getByTestId('login-remember') as HTMLInputElement).checked).toBe(true);
    saveRememberMe(false, { sms: false, user: '' });
  });

  it('asks for the code texted to the masked mobile when the address is unregistered', async () => {
    const wire = mockWire({
      'GET /wps/session/key/rsa': { body: key.modulusHex },
      'POST /wps/session/login': failure('login_verify_required', 'Please complete verification first', 200, {
        verifyTypes: ['SMS', 'PAYEE_NAME'],
        mobile: '0171234****',
      }),
      'POST /wps/session/login/verification': envelope(loginFixture()),
      'GET /wps/member/info': envelope(memberFixture()),
    });
    renderInSite(<LoginForm layout="stacked" />);
    logIn('demo01', 'Demo1234');

    const modal = await screen.findByTestId('login-verify-modal');
    expect(modal.textContent).toContain('0171234****');
    fill('verificationCode', '654321', modal);
    fireEvent.click(screen.getByTestId('login-verify-submit'));

    await waitFor(() => expect(sessionStorage.getItem('token')).toBe('new-token'));
    expect(decryptedBody(wire.callsTo('/wps/session/login/verification')[0], key)).toMatchObject({
      username: 'demo01',
      password: 'Demo1234',
      verifyType: 'SMS',
      verificationCode: '654321',
    });
  });
});
