import { loginResponseSchema } from '@sim/shared/wps/session';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  adminMutation,
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

const login = (payload: Record<string, unknown>) => wpsEncrypted(t, 'POST', '/wps/session/login', payload);
const sendLoginCode = (mobileNum: string) =>
  wps(t, 'POST', '/wps/verification/sms/noLogin', { body: { mobileNum, countryDialingCode: '880' } });

describe('SMS login', () => {
  const smsLogin = (verificationCode: string) =>
    login({
      type: 'sms',
      isSms: true,
      mobileNum: '01712345678',
      countryDialingCode: '880',
      verificationCode,
    });

  it('logs the member with that mobile in with the texted code', async () => {
    expect((await sendLoginCode('01712345678')).json().value).toEqual({ expiredMinutes: 5 });
    const value = loginResponseSchema.parse(
      (await smsLogin(await lastSmsCode(t, '01712345678'))).json().value,
    );
    expect(value.userName).toBe('demo01');
  });

  it('refuses an expired code', async () => {
    await sendLoginCode('01712345678');
    const code = await lastSmsCode(t, '01712345678');
    await t.sim.clock.advance(6 * 60_000);
    expect((await smsLogin(code)).json().errorCode).toBe('VERIFICATION_CODE_EXPIRED');
  });

  it('will not text an unregistered number', async () => {
    expect((await sendLoginCode('01700000000')).json().errorCode).toBe('PHONE_NOT_REGISTERED');
  });

  it('is off with MOBILEVERCODELOGIN3 off', async () => {
    await sendLoginCode('01712345678');
    await setFlag(t, 'MOBILEVERCODELOGIN3', false);
    expect((await smsLogin(await lastSmsCode(t, '01712345678'))).json().errorCode).toBe(
      'function.not.available',
    );
  });
});

describe('lock-out', () => {
  it('locks the account for 30 minutes after five wrong passwords', async () => {
    const wrong = () =>
      wps(t, 'POST', '/wps/session/login/unsecure', { body: { username: 'down01', password: 'nope' } });
    for (let i = 0; i < 4; i++)
      expect((await wrong()).json().errorCode).toBe('US_INCORRECT_USERNAME_PASSWORD_ERROR');
    expect((await wrong()).json().errorCode).toBe('US_INCORRECT_PASSWORD_MAX_TIMES_ERROR');
    const right = () =>
      wps(t, 'POST', '/wps/session/login/unsecure', { body: { username: 'down01', password: 'Down1234' } });
    expect((await right()).json().errorCode).toBe('US_INCORRECT_PASSWORD_MAX_TIMES_ERROR');
    await t.sim.clock.advance(31 * 60_000);
    expect((await right()).json().success).toBe(true);
  });

  it('forgets wrong passwords after a successful login', async () => {
    for (let i = 0; i < 4; i++)
      await wps(t, 'POST', '/wps/session/login/unsecure', { body: { username: 'down02', password: 'x' } });
    await loginAs(t, 'down02', 'Down1234');
    expect(
      (
        await wps(t, 'POST', '/wps/session/login/unsecure', { body: { username: 'down02', password: 'x' } })
      ).json().errorCode,
    ).toBe('US_INCORRECT_USERNAME_PASSWORD_ERROR');
  });
});

describe('login from an unregistered address (LOGINIPVERF3)', () => {
  beforeEach(async () => {
    await setFlag(t, 'LOGINIPVERF3', true);
    await loginAs(t, 'demo01', 'Demo1234'); // registers 127.0.0.1 as a known address
    await adminMutation(t, 'system.setClientLocation', { ip: '198.51.100.7' });
  });

  it('asks for verification and texts a code to the member', async () => {
    const response = await login({ username: 'demo01', password: 'Demo1234' });
    expect(response.json()).toMatchObject({
      errorCode: 'login_verify_required',
      value: { verifyTypes: ['SMS', 'EMAIL', 'PAYEE_NAME'], mobile: '0171234****' },
    });
    const code = await lastSmsCode(t, '01712345678');
    const verified = await wpsEncrypted(t, 'POST', '/wps/session/login/verification', {
      username: 'demo01',
      password: 'Demo1234',
      verifyType: 'SMS',
      verificationCode: code,
    });
    expect(verified.json().value.userName).toBe('demo01');
    // the address is known now
    expect((await login({ username: 'demo01', password: 'Demo1234' })).json().success).toBe(true);
  });

  it('accepts the bank account name instead, and refuses a wrong one', async () => {
    await login({ username: 'demo01', password: 'Demo1234' });
    const verify = (payeeName: string) =>
      wpsEncrypted(t, 'POST', '/wps/session/login/verification', {
        username: 'demo01',
        password: 'Demo1234',
        verifyType: 'PAYEE_NAME',
        payeeName,
      });
    expect((await verify('Someone Else')).json().errorCode).toBe('FIELD_FORMAT_ERROR');
    expect((await verify('demo member')).json().success).toBe(true);
  });
});

describe('member kinds', () => {
  it("refuses 'Non-agents cannot log in' for a member on the agent login", async () => {
    const member = await wps(t, 'POST', '/wps/session/login/unsecure', {
      body: { username: 'demo01', password: 'Demo1234', type: 'agent' },
    });
    expect(member.json()).toMatchObject({ errorCode: 'NOT_AGENT', message: 'Non-agents cannot log in' });
    const agent = await wps(t, 'POST', '/wps/session/login/unsecure', {
      body: { username: 'agent42', password: 'Agent1234', type: 'agent' },
    });
    expect(agent.json().value.customerType).toBe(42);
  });

  it('keeps a trial account out of real-account features with in_need_true_account', async () => {
    const token = await loginAs(t, 'trial01', 'Trial1234');
    const response = await wpsEncrypted(
      t,
      'POST',
      '/wps/member/password',
      { newPassword: 'Newpass123', confirmNewPassword: 'Newpass123' },
      { token },
    );
    expect(response.json()).toMatchObject({ success: false, errorCode: 'in_need_true_account' });
  });
});

describe('free play', () => {
  it('starts a trial account with play money, logged in', async () => {
    const response = await wps(t, 'POST', '/wps/session/login/freeplay', {
      body: 'U2FsdGVkX1+random',
      headers: { 'content-type': 'application/json', 'x-gateway-version': '3', platform: 'W', os: 'Linux' },
    });
    const value = loginResponseSchema.parse(response.json().value);
    expect(value).toMatchObject({ customerType: 4, firstTimeLogin: true });
    const balance = await wps(t, 'GET', '/wps/v2/wallets/balance', { token: value.token });
    expect(balance.json().value.sumBalance).toBe(2000);
  });

  it('is refused with FREEPLAY3 off', async () => {
    await setFlag(t, 'FREEPLAY3', false);
    const response = await wps(t, 'POST', '/wps/session/login/freeplay', { body: {} });
    expect(response.json().errorCode).toBe('function.not.available');
  });
});
