import { registerResponseSchema } from '@sim/shared/wps/register';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  adminMutation,
  backToSeed,
  createTestApp,
  lastSmsCode,
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

const register = (payload: Record<string, unknown>) =>
  wpsEncrypted(t, 'PUT', '/wps/member/register', payload);
const registerMobile = (payload: Record<string, unknown>) =>
  wpsEncrypted(t, 'PUT', '/wps/member/register/mobile', payload);
const newcomer = {
  username: 'newface1',
  password: 'Pass1234',
  confirmPassword: 'Pass1234',
  registerMethod: 'WEB',
};

describe('PUT /wps/member/register', () => {
  it('creates the member and logs them in', async () => {
    const response = await register(newcomer);
    const value = registerResponseSchema.parse(response.json().value);
    expect(value).toMatchObject({ userName: 'newface1', customerType: 0, firstTimeLogin: true });
    const info = await wps(t, 'GET', '/wps/member/info', { token: value.token });
    expect(info.json().value).toMatchObject({ id: value.customerId, account: 'newface1' });
    const balance = await wps(t, 'GET', '/wps/v2/wallets/balance', { token: value.token });
    expect(balance.json().value.sumBalance).toBe(0);
  });

  it.each([
    ['a taken username', { username: 'demo01' }, 'US_CUSTOMER_EXIST_ERROR'],
    ['a username breaking its pattern', { username: '1abc' }, 'US_NAME_FORMAT_ERROR'],
    ['a too short username', { username: 'ab' }, 'US_NAME_FORMAT_ERROR'],
    [
      'a password breaking its rule',
      { password: 'short', confirmPassword: 'short' },
      'US_PASSWORD_FORMAT_ERROR',
    ],
    ['a well-known password', { password: '123456', confirmPassword: '123456' }, 'PROHIBIT_PASSWORD_123456'],
    ['a confirmation that differs', { confirmPassword: 'Other1234' }, 'inconsistent_twice'],
    ['a missing username', { username: '' }, 'FIELD_REQUIRED'],
    ['a bad e-mail', { email: 'not-an-email' }, 'FIELD_FORMAT_ERROR'],
    ['an unknown invitation code', { affiliateCode: 'NOPE99' }, 'US_CUSTOMER_ILLEGAL_RECOMMENDER_ERROR'],
    ['a mobile already registered', { mobileNum: '01712345678' }, 'CUSTOMER_MOBILE_NO_DUPLICATED'],
  ])('refuses %s', async (_name, change, errorCode) => {
    const response = await register({ ...newcomer, ...change });
    expect(response.json()).toMatchObject({ success: false, errorCode });
    expect(await t.db.member.count({ where: { username: 'newface1' } })).toBe(0);
  });

  it('names the field and its rule in a field error', async () => {
    const response = await register({ ...newcomer, email: 'nope' });
    expect(response.json().value).toEqual({ field: 'email', patternId: 3, minLength: 5, maxLength: 64 });
  });

  it('ignores a disabled field and requires a field configured as required', async () => {
    const ignored = await register({ ...newcomer, payeeName: '!!!' });
    expect(ignored.json().success).toBe(true);
    await adminMutation(t, 'registerFields.set', { field: 'payeeName', enabled: true, required: true });
    const missing = await register({ ...newcomer, username: 'newface2' });
    expect(missing.json()).toMatchObject({ errorCode: 'FIELD_REQUIRED', value: { field: 'payeeName' } });
    const given = await register({ ...newcomer, username: 'newface2', payeeName: 'New Face' });
    expect(given.json().success).toBe(true);
  });

  it("puts the member in an agent's downline by affiliate code, and records a referrer by referral code", async () => {
    const viaAgent = await register({ ...newcomer, affiliateCode: 'AG2001' });
    const member = await t.db.member.findFirstOrThrow({ where: { username: 'newface1' } });
    expect(viaAgent.json().success).toBe(true);
    expect(member.uplineId).toBe(2001);
    const demo = await t.db.member.findUniqueOrThrow({ where: { id: 1001 } });
    await register({ ...newcomer, username: 'newface2', referralCode: demo.referralCode });
    expect((await t.db.member.findFirstOrThrow({ where: { username: 'newface2' } })).referrerId).toBe(1001);
  });

  it('asks for the captcha when the captcha field is enabled', async () => {
    await adminMutation(t, 'registerFields.set', { field: 'captcha', enabled: true, required: true });
    const response = await register(newcomer);
    expect(response.json()).toMatchObject({ errorCode: 'captcha.incorrect', value: { captcha: true } });
  });

  it('needs an SMS code for the mobile when REGMOBVERF3 is on', async () => {
    await setFlag(t, 'REGMOBVERF3', true);
    const withMobile = { ...newcomer, mobileNum: '01811111111', countryDialingCode: '880' };
    expect((await register(withMobile)).json().errorCode).toBe('VERIFICATION_CODE_REQUIRED');
    await wps(t, 'POST', '/wps/verification/sms/register', {
      body: { mobileNo: '01811111111', countryDialingCode: '880' },
    });
    const code = await lastSmsCode(t, '01811111111');
    expect((await register({ ...withMobile, verificationCode: code })).json().success).toBe(true);
  });

  it('answers function.not.available when username registration is off', async () => {
    await setFlag(t, 'USERNAMEREG3', false);
    expect((await register(newcomer)).json()).toMatchObject({
      errorCode: 'function.not.available',
      code: 543,
    });
  });

  it('is refused as a plain body: it is an encrypted call', async () => {
    expect((await wps(t, 'PUT', '/wps/member/register', { body: newcomer })).statusCode).toBe(400);
  });
});

describe('PUT /wps/member/register/mobile', () => {
  const mobile = '01822222222';
  const sendCode = () =>
    wps(t, 'POST', '/wps/verification/sms/register', {
      body: { mobileNo: mobile, countryDialingCode: '880' },
    });

  it('registers with the SMS code; the username is the mobile number', async () => {
    expect((await sendCode()).json()).toEqual({ success: true, value: { expiredMinutes: 5 } });
    const code = await lastSmsCode(t, mobile);
    const response = await registerMobile({
      mobile,
      countryDialingCode: '880',
      verificationCode: code,
      password: 'Pass1234',
    });
    expect(response.json().value).toMatchObject({ userName: mobile, firstTimeLogin: true });
  });

  it('refuses a wrong code and a number already registered', async () => {
    await sendCode();
    expect(
      (await registerMobile({ mobile, verificationCode: '999999x', password: 'Pass1234' })).json().errorCode,
    ).toBe('VERIFICATION_CODE_INVALID');
    const taken = await wps(t, 'POST', '/wps/verification/sms/register', {
      body: { mobileNo: '01712345678' },
    });
    expect(taken.json().errorCode).toBe('CUSTOMER_MOBILE_NO_DUPLICATED');
  });

  it('takes no password without MOBILENUMPASSREG3: the member logs in by SMS', async () => {
    await setFlag(t, 'MOBILENUMPASSREG3', false);
    await sendCode();
    const response = await registerMobile({ mobile, verificationCode: await lastSmsCode(t, mobile) });
    expect(response.json().success).toBe(true);
  });

  it('needs a valid password with MOBILENUMPASSREG3', async () => {
    await sendCode();
    const response = await registerMobile({
      mobile,
      verificationCode: await lastSmsCode(t, mobile),
      password: 'x',
    });
    expect(response.json().errorCode).toBe('US_PASSWORD_FORMAT_ERROR');
  });

  it('answers #543 function.not.available when mobile registration is off', async () => {
    await setFlag(t, 'MOBILENUMREG3', false);
    const response = await registerMobile({ mobile, verificationCode: '123456', password: 'Pass1234' });
    expect(response.json()).toMatchObject({ errorCode: 'function.not.available', code: 543 });
    expect((await sendCode()).json().errorCode).toBe('function.not.available');
  });

  it.each([
    ['a missing number', {}, 'PHONE_REQUIRED'],
    ['letters in the number', { mobileNo: '01abc' }, 'PHONE_FORMAT_ERROR'],
    ['a too short number', { mobileNo: '123' }, 'PHONE_FORMAT_ERROR'],
  ])('refuses to text %s', async (_name, body, errorCode) => {
    expect((await wps(t, 'POST', '/wps/verification/sms/register', { body })).json().errorCode).toBe(
      errorCode,
    );
  });
});

describe('registration helpers', () => {
  it('checks username availability', async () => {
    expect((await wps(t, 'GET', '/wps/check/username?username=freename')).json()).toEqual({
      success: true,
      value: null,
    });
    expect((await wps(t, 'GET', '/wps/check/username?username=DEMO01')).json().errorCode).toBe(
      'US_CUSTOMER_EXIST_ERROR',
    );
    expect((await wps(t, 'GET', '/wps/check/username')).statusCode).toBe(400);
  });

  it('checks affiliate codes', async () => {
    expect((await wps(t, 'GET', '/wps/agent/affiliate?code=AG2001&domain=x')).json().value).toEqual({
      affiliateCode: 'AG2001',
      valid: true,
    });
    expect((await wps(t, 'GET', '/wps/agent/affiliate?code=ZZZ')).json().errorCode).toBe(
      'US_CUSTOMER_ILLEGAL_RECOMMENDER_ERROR',
    );
  });

  it("lists countries with the merchant's first", async () => {
    const countries = (await wps(t, 'GET', '/wps/system/country')).json().value;
    expect(countries[0]).toEqual({ countryCode: 'BD', countryDialingCode: '880', name: 'Bangladesh' });
    const vn = (await wps(t, 'GET', '/wps/system/country', { headers: { merchant: 'sim002' } })).json().value;
    expect(vn[0].countryCode).toBe('VN');
  });
});

describe('account upgrade', () => {
  it('ends the trial session when a trial account registers a real one', async () => {
    const trial = (await wps(t, 'POST', '/wps/session/login/freeplay', { body: {} })).json().value.token;
    const response = await wpsEncrypted(t, 'PUT', '/wps/member/register', newcomer, { token: trial });
    expect(response.json().value.userName).toBe('newface1');
    expect((await wps(t, 'GET', '/wps/member/info', { token: trial })).statusCode).toBe(401);
  });

  it('leaves a real member logged in elsewhere alone', async () => {
    const demo = (
      await wps(t, 'POST', '/wps/session/login/unsecure', {
        body: { username: 'demo01', password: 'Demo1234' },
      })
    ).json().value.token;
    await wpsEncrypted(t, 'PUT', '/wps/member/register', newcomer, { token: demo });
    expect((await wps(t, 'GET', '/wps/member/info', { token: demo })).statusCode).toBe(200);
  });
});
