import {
  EXTERNAL_SMS_TOKEN_TTL_SECONDS,
  externalSmsConfigSchema,
  externalSmsSentSchema,
  externalSmsTokenSchema,
} from '@sim/shared/wps/external-sms';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  adminMutation,
  adminQuery,
  backToSeed,
  createTestApp,
  lastSmsCode,
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

const NEW_MOBILE = '01833333333';
const MEMBER_MOBILE = '01712345678';

const switchService = async (enabled: boolean) => {
  const answer = await adminMutation(t, 'externalSms.set', { enabled });
  expect(answer.statusCode).toBe(200);
  return answer.json().result.data;
};
const send = (mobileNum: string, purpose: 'register' | 'forgotPassword') =>
  wps(t, 'POST', '/wps/verification/external/send', {
    body: { mobileNum, countryDialingCode: '880', purpose },
  });
const confirm = (sessionInfo: string, code: string) =>
  wps(t, 'POST', '/wps/verification/external/verify', { body: { sessionInfo, code } });
/** What the site does: the service sends a code, the user types it, the service hands out a token. */
const tokenFor = async (mobile: string, purpose: 'register' | 'forgotPassword') => {
  const { sessionInfo } = externalSmsSentSchema.parse((await send(mobile, purpose)).json().value);
  const code = await lastSmsCode(t, mobile);
  return externalSmsTokenSchema.parse((await confirm(sessionInfo, code)).json().value);
};
const registerMobile = (body: Record<string, unknown>) =>
  wpsEncrypted(t, 'PUT', '/wps/member/register/mobile', {
    mobile: NEW_MOBILE,
    countryDialingCode: '880',
    password: 'Pass1234',
    ...body,
  });
const resetByPhone = (body: Record<string, unknown>) =>
  wpsEncrypted(t, 'POST', '/wps/member/password/verification', {
    newPassword: 'ByPhone123',
    confirmPassword: 'ByPhone123',
    mobileNum: MEMBER_MOBILE,
    ...body,
  });

describe('with the external SMS service off', () => {
  it('says so, and its send answers #543 function.not.available', async () => {
    const config = externalSmsConfigSchema.parse(
      (await wps(t, 'GET', '/wps/verification/external')).json().value,
    );
    expect(config).toEqual({ enabled: false, channel: 'firebase', countdownSeconds: 60 });
    expect((await send(NEW_MOBILE, 'register')).json()).toMatchObject({
      success: false,
      errorCode: 'function.not.available',
    });
  });

  it("still registers with the platform's own SMS code", async () => {
    await wps(t, 'POST', '/wps/verification/sms/register', {
      body: { mobileNo: NEW_MOBILE, countryDialingCode: '880' },
    });
    const response = await registerMobile({ verificationCode: await lastSmsCode(t, NEW_MOBILE) });
    expect(response.json().success).toBe(true);
  });
});

describe('with the external SMS service on', () => {
  beforeEach(() => switchService(true));

  it('tells the site, with its 60 s countdown', async () => {
    const config = (await wps(t, 'GET', '/wps/verification/external')).json().value;
    expect(config).toEqual({ enabled: true, channel: 'firebase', countdownSeconds: 60 });
    expect((await adminQuery(t, 'externalSms.get')).json().result.data.enabled).toBe(true);
  });

  it('puts its code in the SMS outbox marked as sent by the external service', async () => {
    const sent = externalSmsSentSchema.parse((await send(NEW_MOBILE, 'register')).json().value);
    expect(sent.countdownSeconds).toBe(60);
    const [message] = (await adminQuery(t, 'sms.outbox', { mobileNum: NEW_MOBILE })).json().result.data;
    expect(message).toMatchObject({ to: NEW_MOBILE, purpose: 'REGISTER', sender: 'EXTERNAL', used: false });
  });

  it('registers by phone with firebaseChannel and firebaseIdToken instead of the SMS code', async () => {
    const token = await tokenFor(NEW_MOBILE, 'register');
    expect(token).toMatchObject({
      firebaseChannel: 'firebase',
      expiresInSeconds: EXTERNAL_SMS_TOKEN_TTL_SECONDS,
    });
    const response = await registerMobile({
      firebaseChannel: token.firebaseChannel,
      firebaseIdToken: token.firebaseIdToken,
    });
    expect(response.json().value).toMatchObject({ userName: NEW_MOBILE });
  });

  it("no longer takes the platform's own SMS code for a registration", async () => {
    await wps(t, 'POST', '/wps/verification/sms/register', {
      body: { mobileNo: NEW_MOBILE, countryDialingCode: '880' },
    });
    const response = await registerMobile({ verificationCode: await lastSmsCode(t, NEW_MOBILE) });
    expect(response.json().errorCode).toBe('VERIFICATION_CODE_REQUIRED');
  });

  it('refuses a wrong code at the confirmation, and a confirmed code a second time', async () => {
    const { sessionInfo } = (await send(NEW_MOBILE, 'register')).json().value;
    expect((await confirm(sessionInfo, '999999x')).json().errorCode).toBe('VERIFICATION_CODE_INVALID');
    const code = await lastSmsCode(t, NEW_MOBILE);
    expect((await confirm(sessionInfo, code)).json().success).toBe(true);
    expect((await confirm(sessionInfo, code)).json().errorCode).toBe('VERIFICATION_CODE_INVALID');
  });

  it('refuses a wrong, a spent and an expired token', async () => {
    expect(
      (await registerMobile({ firebaseChannel: 'firebase', firebaseIdToken: 'made-up' })).json().errorCode,
    ).toBe('VERIFICATION_CODE_INVALID');

    const token = await tokenFor(NEW_MOBILE, 'register');
    await t.sim.clock.advance(EXTERNAL_SMS_TOKEN_TTL_SECONDS * 1000);
    expect((await registerMobile(token)).json().errorCode).toBe('VERIFICATION_CODE_EXPIRED');

    const fresh = await tokenFor(NEW_MOBILE, 'register');
    expect((await registerMobile(fresh)).json().success).toBe(true);
    expect((await registerMobile({ ...fresh, mobile: '01844444444' })).json().errorCode).toBe(
      'VERIFICATION_CODE_INVALID',
    );
  });

  it('refuses a token made for another number or purpose, or without its channel', async () => {
    const token = await tokenFor(MEMBER_MOBILE, 'forgotPassword');
    expect((await registerMobile(token)).json().errorCode).toBe('VERIFICATION_CODE_INVALID');
    expect((await resetByPhone({ firebaseIdToken: token.firebaseIdToken })).json().errorCode).toBe(
      'VERIFICATION_CODE_REQUIRED',
    );
  });

  it('resets a password by phone with the token and logs the member in', async () => {
    const token = await tokenFor(MEMBER_MOBILE, 'forgotPassword');
    const response = await resetByPhone(token);
    expect(response.json()).toMatchObject({ success: true, value: { token: expect.any(String) } });
    expect((await resetByPhone(token)).json().errorCode).toBe('VERIFICATION_CODE_INVALID');
  });

  it('sends a forgot-password code only to a registered number, a register code only to a new one', async () => {
    expect((await send(NEW_MOBILE, 'forgotPassword')).json().errorCode).toBe('PHONE_NOT_REGISTERED');
    expect((await send(MEMBER_MOBILE, 'register')).json().success).toBe(false);
  });
});
