import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  adminQuery,
  backToSeed,
  createTestApp,
  lastSmsCode,
  loginAs,
  setFlag,
  type TestApp,
  wps,
  wpsEncrypted,
} from '../../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await backToSeed(t);
  await t.sim.clock.freeze();
});

const change = (token: string, body: Record<string, unknown>) =>
  wpsEncrypted(t, 'POST', '/wps/member/password', body, { token });
const canLogIn = async (username: string, password: string) =>
  (await wps(t, 'POST', '/wps/session/login/unsecure', { body: { username, password } })).json()
    .success as boolean;

describe('POST /wps/member/password', () => {
  it('changes the password with the old one', async () => {
    const token = await loginAs(t, 'demo01', 'Demo1234');
    const response = await change(token, {
      oldPassword: 'Demo1234',
      newPassword: 'Fresh1234',
      confirmNewPassword: 'Fresh1234',
    });
    expect(response.json()).toEqual({ success: true, value: null });
    expect(await canLogIn('demo01', 'Fresh1234')).toBe(true);
  });

  it.each([
    [
      'no old password outside a forced change',
      { newPassword: 'Fresh1234', confirmNewPassword: 'Fresh1234' },
      'FIELD_REQUIRED',
    ],
    [
      'a wrong old password',
      { oldPassword: 'nope', newPassword: 'Fresh1234', confirmNewPassword: 'Fresh1234' },
      'US_INCORRECT_PASSWORD_ERROR',
    ],
    [
      'a confirmation that differs',
      { oldPassword: 'Demo1234', newPassword: 'Fresh1234', confirmNewPassword: 'Fresh9999' },
      'inconsistent_twice',
    ],
    [
      'a new password breaking the rule',
      { oldPassword: 'Demo1234', newPassword: 'a', confirmNewPassword: 'a' },
      'US_PASSWORD_FORMAT_ERROR',
    ],
    [
      'the same password again',
      { oldPassword: 'Demo1234', newPassword: 'Demo1234', confirmNewPassword: 'Demo1234' },
      'US_PASSWORD_FORMAT_ERROR',
    ],
  ])('refuses %s', async (_name, body, errorCode) => {
    const token = await loginAs(t, 'demo01', 'Demo1234');
    expect((await change(token, body)).json().errorCode).toBe(errorCode);
    expect(await canLogIn('demo01', 'Demo1234')).toBe(true);
  });

  it('lets the default-password member change without the old one, ending the forced change', async () => {
    const login = (
      await wps(t, 'POST', '/wps/session/login/unsecure', {
        body: { username: 'newbie01', password: '{secret}' },
      })
    ).json();
    expect(login.value.passwordExpired).toBe(true);
    expect(
      (await change(login.value.token, { newPassword: 'Chosen123', confirmNewPassword: 'Chosen123' })).json()
        .success,
    ).toBe(true);
    const again = (
      await wps(t, 'POST', '/wps/session/login/unsecure', {
        body: { username: 'newbie01', password: 'Chosen123' },
      })
    ).json();
    expect(again.value.passwordExpired).toBe(false);
  });

  it('treats an expired password as a forced change only with PWDEXPFORCECHANGE3 on', async () => {
    const token = await loginAs(t, 'expired01', 'Expired123');
    const body = { newPassword: 'Renewed123', confirmNewPassword: 'Renewed123' };
    await setFlag(t, 'PWDEXPFORCECHANGE3', false);
    expect((await change(token, body)).json().errorCode).toBe('FIELD_REQUIRED');
    await setFlag(t, 'PWDEXPFORCECHANGE3', true);
    expect((await change(token, body)).json().success).toBe(true);
  });

  it('needs a session', async () => {
    expect((await wpsEncrypted(t, 'POST', '/wps/member/password', { newPassword: 'x' })).statusCode).toBe(
      401,
    );
  });
});

describe('forgot password by e-mail', () => {
  const forgot = (form: string) =>
    wps(t, 'POST', '/wps/member/password/email', {
      body: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

  it('mails a temporary password that must be changed after logging in', async () => {
    const response = await forgot('username=demo01&email=DEMO01%40sim.local');
    expect(response.json()).toMatchObject({ success: true, value: null });
    const [mail] = (await adminQuery(t, 'mail.outbox', { email: 'demo01@sim.local' })).json().result.data;
    expect(mail).toMatchObject({ to: 'demo01@sim.local', purpose: 'RESET_PASSWORD' });
    const login = (
      await wps(t, 'POST', '/wps/session/login/unsecure', {
        body: { username: 'demo01', password: mail.code },
      })
    ).json();
    expect(login.value.passwordExpired).toBe(true);
    expect(await canLogIn('demo01', 'Demo1234')).toBe(false);
  });

  it("answers 'Username/Email does not exist' for a wrong pair", async () => {
    const response = await forgot('username=demo01&email=other%40sim.local');
    expect(response.json()).toMatchObject({
      errorCode: 'USER_NOT_EXIST',
      message: 'Username/Email does not exist',
    });
  });

  it('validates the form', async () => {
    expect((await forgot('username=demo01')).statusCode).toBe(400);
  });
});

describe('forgot password by phone (CHNGPASSVERIF3)', () => {
  const sendCode = () =>
    wps(t, 'POST', '/wps/member/password/sms', {
      body: { mobileNum: '01712345678', countryDialingCode: '880' },
    });
  const setByPhone = (body: Record<string, unknown>) =>
    wpsEncrypted(t, 'POST', '/wps/member/password/verification', body);

  it('sets a new password with the texted code and logs the member in', async () => {
    expect((await sendCode()).json().value).toEqual({ expiredMinutes: 5 });
    const code = await lastSmsCode(t, '01712345678');
    const response = await setByPhone({
      newPassword: 'ByPhone123',
      confirmPassword: 'ByPhone123',
      mobileNum: '01712345678',
      verificationCode: code,
    });
    expect(response.json().value).toMatchObject({ userName: 'demo01' });
    expect(await canLogIn('demo01', 'ByPhone123')).toBe(true);
  });

  it('refuses a wrong code and leaves the password alone', async () => {
    await sendCode();
    const response = await setByPhone({
      newPassword: 'ByPhone123',
      mobileNum: '01712345678',
      verificationCode: '000000x',
    });
    expect(response.json().errorCode).toBe('VERIFICATION_CODE_INVALID');
    expect(await canLogIn('demo01', 'Demo1234')).toBe(true);
  });

  it('is off with CHNGPASSVERIF3 off', async () => {
    await setFlag(t, 'CHNGPASSVERIF3', false);
    expect((await sendCode()).json().errorCode).toBe('function.not.available');
  });

  it('will not text an unregistered number', async () => {
    const response = await wps(t, 'POST', '/wps/member/password/sms', { body: { mobileNum: '01700000000' } });
    expect(response.json().errorCode).toBe('PHONE_NOT_REGISTERED');
  });
});

describe('member language', () => {
  it('stores and reads the language', async () => {
    const token = await loginAs(t, 'demo01', 'Demo1234');
    expect((await wps(t, 'GET', '/wps/member/language', { token })).json().value).toEqual({ language: 'BN' });
    await wps(t, 'PUT', '/wps/member/language', { token, body: { language: 'en' } });
    expect((await wps(t, 'GET', '/wps/member/language', { token })).json().value).toEqual({ language: 'EN' });
  });
});
