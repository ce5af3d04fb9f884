import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { loginFixture, statusFixture } from '../../../test/fixtures';
import { fill } from '../../../test/form';
import { OpenModal, renderInSite } from '../../../test/render';
import { decryptedBody, rsaKeyPair } from '../../../test/rsa';
import { envelope, failure, mockWire } from '../../../test/wire-mock';

const MOBILE = '01822222222';

function renderMobileRegister() {
  return renderInSite(<OpenModal request={{ name: 'register' }} />, {
    status: statusFixture({}, { flags: { USERNAMEREG3: false, MOBILENUMPASSREG3: false } }),
  });
}

const externalService = (enabled: boolean) =>
  envelope({ enabled, channel: 'firebase', countdownSeconds: 60 });

describe('mobile registration and the external SMS verification service', () => {
  beforeEach(async () => {
    await changeLanguage('EN', false);
  });

  it('asks the external service for the code and counts down 60 s', async () => {
    const wire = mockWire({
      'GET /wps/verification/external': externalService(true),
      'POST /wps/verification/external/send': envelope({ sessionInfo: 'sess-1', countdownSeconds: 60 }),
    });
    renderMobileRegister();
    await waitFor(() => expect(wire.callsTo('/wps/verification/external')).toHaveLength(1));

    fill('mobile', MOBILE);
    fireEvent.click(screen.getByTestId('sms-send'));

    await waitFor(() => expect(screen.getByTestId('sms-send').textContent).toMatch(/^(60|59)s$/));
    expect(JSON.parse(wire.callsTo('/wps/verification/external/send')[0]?.body ?? '{}')).toMatchObject({
      mobileNum: MOBILE,
      purpose: 'register',
    });
    expect(wire.callsTo('/wps/verification/sms/register')).toHaveLength(0);
  });

  it("counts down the platform's expiredMinutes * 60 s when the service is off", async () => {
    mockWire({
      'GET /wps/verification/external': externalService(false),
      'POST /wps/verification/sms/register': envelope({ expiredMinutes: 5 }),
    });
    renderMobileRegister();
    fill('mobile', MOBILE);
    fireEvent.click(screen.getByTestId('sms-send'));
    await waitFor(() => expect(screen.getByTestId('sms-send').textContent).toMatch(/^(300|299)s$/));
  });

  it('registers with firebaseChannel and firebaseIdToken instead of the typed code', async () => {
    const key = rsaKeyPair();
    const wire = mockWire({
      'GET /wps/session/key/rsa': { body: key.modulusHex },
      'GET /wps/verification/external': externalService(true),
      'POST /wps/verification/external/send': envelope({ sessionInfo: 'sess-1', countdownSeconds: 60 }),
      'POST /wps/verification/external/verify': envelope({
        firebaseChannel: 'firebase',
        firebaseIdToken: 'id-token-1',
        expiresInSeconds: 3600,
      }),
      'PUT /wps/member/register/mobile': envelope({ ...loginFixture({ userName: MOBILE }), customerId: 7 }),
    });
    renderMobileRegister();
    await waitFor(() => expect(wire.callsTo('/wps/verification/external')).toHaveLength(1));
    fill('mobile', MOBILE);
    fireEvent.click(screen.getByTestId('sms-send'));
    await waitFor(() => expect(wire.callsTo('/wps/verification/external/send')).toHaveLength(1));
    fill('verificationCode', '123456');
    fireEvent.click(screen.getByTestId('register-agreement'));
    fireEvent.click(screen.getByTestId('register-age'));
    fireEvent.click(screen.getByTestId('register-submit'));

    await waitFor(() => expect(wire.callsTo('/wps/member/register/mobile')).toHaveLength(1));
    expect(JSON.parse(wire.callsTo('/wps/verification/external/verify')[0]?.body ?? '{}')).toEqual({
      sessionInfo: 'sess-1',
      code: '123456',
    });
    const body = decryptedBody(wire.callsTo('/wps/member/register/mobile')[0], key);
    expect(body).toMatchObject({
      mobile: MOBILE,
      firebaseChannel: 'firebase',
      firebaseIdToken: 'id-token-1',
    });
    expect(body).not.toHaveProperty('verificationCode');
  });

  it("shows the service's refusal of the code on the code field and does not register", async () => {
    const wire = mockWire({
      'GET /wps/verification/external': externalService(true),
      'POST /wps/verification/external/send': envelope({ sessionInfo: 'sess-1', countdownSeconds: 60 }),
      'POST /wps/verification/external/verify': failure(
        'VERIFICATION_CODE_INVALID',
        'Please enter a valid verification code',
      ),
    });
    renderMobileRegister();
    await waitFor(() => expect(wire.callsTo('/wps/verification/external')).toHaveLength(1));
    fill('mobile', MOBILE);
    fireEvent.click(screen.getByTestId('sms-send'));
    await waitFor(() => expect(wire.callsTo('/wps/verification/external/send')).toHaveLength(1));
    fill('verificationCode', '000000');
    fireEvent.click(screen.getByTestId('register-agreement'));
    fireEvent.click(screen.getByTestId('register-age'));
    fireEvent.click(screen.getByTestId('register-submit'));

    await waitFor(() => expect(wire.callsTo('/wps/verification/external/verify')).toHaveLength(1));
    await waitFor(() => expect(document.body.textContent).toMatch(/valid verification code/i));
    expect(wire.callsTo('/wps/member/register/mobile')).toHaveLength(0);
  });
});
