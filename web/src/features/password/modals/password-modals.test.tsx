import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveToken } from '../../../api/session-store';
import { changeLanguage } from '../../../i18n';
import { loginFixture, memberFixture, statusFixture } from '../../../test/fixtures';
import { fill, inputNamed } from '../../../test/form';
import { OpenModal, renderInSite } from '../../../test/render';
import { decryptedBody, rsaKeyPair } from '../../../test/rsa';
import { envelope, failure, mockWire } from '../../../test/wire-mock';

const key = rsaKeyPair();

describe('password modals', () => {
  beforeEach(async () => {
    await changeLanguage('EN', false);
  });

  it('asks for the old password when changed from the account menu, and closes on success', async () => {
    saveToken('tok');
    const wire = mockWire({
      'GET /wps/session/key/rsa': { body: key.modulusHex },
      'POST /wps/member/password': envelope(null),
      'GET /wps/member/info': envelope(memberFixture()),
    });
    renderInSite(<OpenModal request={{ name: 'changePassword', forced: false }} />);

    fill('newPassword', 'Better123');
    fill('confirmNewPassword', 'Better123');
    fireEvent.click(screen.getByTestId('change-password-submit'));
    expect(await screen.findByText('Input cannot be empty')).toBeTruthy();

    fill('oldPassword', 'Demo1234');
    fireEvent.click(screen.getByTestId('change-password-submit'));

    await waitFor(() => expect(screen.queryByTestId('change-password-modal')).toBeNull());
    const [call] = wire.callsTo('/wps/member/password');
    expect(call?.headers.get('Authorization')).toBe('tok');
    expect(decryptedBody(call, key)).toEqual({
      oldPassword: 'Demo1234',
      newPassword: 'Better123',
      confirmNewPassword: 'Better123',
    });
  });

  it('checks the new password against the password rule and the confirmation', async () => {
    mockWire({});
    renderInSite(
      <OpenModal request={{ name: 'changePassword', forced: true, currentPassword: '{secret}' }} />,
    );

    fill('newPassword', 'abc');
    fill('confirmNewPassword', 'abd');
    fireEvent.click(screen.getByTestId('change-password-submit'));

    expect(await screen.findByText('6-12 letters or digits')).toBeTruthy();
    expect(screen.getByText('Confirmation password is not correct.')).toBeTruthy();
  });

  it('sends the forgot-password email as form data, confirms it and closes', async () => {
    const wire = mockWire({ 'POST /wps/member/password/email': envelope(null) });
    renderInSite(<OpenModal request={{ name: 'forgotPassword' }} />);

    fill('username', 'demo01');
    fill('email', 'demo01@example');
    fireEvent.click(screen.getByTestId('forgot-submit'));
    expect(await screen.findByText('E-mail format is incorrect')).toBeTruthy();

    fill('email', 'demo01@example.test');
    fireEvent.click(screen.getByTestId('forgot-submit'));

    await waitFor(() => expect(screen.queryByTestId('forgot-modal')).toBeNull());
    expect(wire.calls[0]?.body).toBe('username=demo01&email=demo01%40example.test');
    expect(await screen.findByText('Email sent')).toBeTruthy();
  });

  it('shows the phone tab only with CHNGPASSVERIF3, and logs in after setting the password by phone', async () => {
    const wire = mockWire({
      'GET /wps/session/key/rsa': { body: key.modulusHex },
      'POST /wps/member/password/verification': envelope(loginFixture()),
      'GET /wps/member/info': envelope(memberFixture()),
      'GET /wps/system/country': envelope([]),
    });
    const off = renderInSite(<OpenModal request={{ name: 'forgotPassword' }} />, {
      status: statusFixture({}, { flags: { CHNGPASSVERIF3: false } }),
    });
    expect(screen.queryByTestId('forgot-tab-phone')).toBeNull();
    off.unmount();

    renderInSite(<OpenModal request={{ name: 'forgotPassword' }} />);
    fireEvent.click(screen.getByTestId('forgot-tab-phone'));
    fill('mobileNum', '01712345678');
    fill('verificationCode', '123456');
    fill('newPassword', 'Phone1234');
    fill('confirmPassword', 'Phone1234');
    fireEvent.click(screen.getByTestId('forgot-submit'));

    await waitFor(() => expect(sessionStorage.getItem('token')).toBe('new-token'));
    expect(screen.queryByTestId('forgot-modal')).toBeNull();
    expect(decryptedBody(wire.callsTo('/wps/member/password/verification')[0], key)).toEqual({
      newPassword: 'Phone1234',
      confirmPassword: 'Phone1234',
      mobileNum: '01712345678',
      countryDialingCode: '880',
      verificationCode: '123456',
    });
  });

  it('shows a wrong code beside the code field', async () => {
    mockWire({
      'GET /wps/session/key/rsa': { body: key.modulusHex },
      'POST /wps/member/password/verification': failure(
        'VERIFICATION_CODE_EXPIRED',
        'The verification code has expired, please send it again',
      ),
      'GET /wps/system/country': envelope([]),
    });
    renderInSite(<OpenModal request={{ name: 'forgotPassword' }} />);
    fireEvent.click(screen.getByTestId('forgot-tab-phone'));
    fill('mobileNum', '01712345678');
    fill('verificationCode', '123456');
    fill('newPassword', 'Phone1234');
    fill('confirmPassword', 'Phone1234');
    fireEvent.click(screen.getByTestId('forgot-submit'));

    expect(await screen.findByText('The verification code has expired, please send it again')).toBeTruthy();
    expect(inputNamed('verificationCode').getAttribute('aria-invalid')).toBe('true');
  });
});
