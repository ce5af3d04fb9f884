import { CAPTCHA_COOKIE } from '@sim/shared/headers';
import { encryptPayload } from '@sim/shared/wire-crypto';
import { loginResponseSchema } from '@sim/shared/wps/session';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  backToSeed,
  createTestApp,
  encryptedBody,
  loginAs,
  type TestApp,
  wps,
} from '../../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => backToSeed(t));

const demo = { username: 'demo01', password: 'Demo1234', captcha: '', type: 'username', isSms: false };

async function encryptedLogin(payload: unknown, extra: { cookie?: string } = {}) {
  const { body, headers } = encryptedBody(t, payload);
  return wps(t, 'POST', '/wps/session/login', {
    body,
    headers: { ...headers, ...(extra.cookie ? { cookie: extra.cookie } : {}) },
  });
}

describe('GET /wps/session/key/rsa', () => {
  it('serves the 1024-bit modulus as plain hex text', async () => {
    const response = await wps(t, 'GET', `/wps/session/key/rsa?t=${Date.now()}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toMatch(/^[0-9a-f]{256}$/);
  });
});

describe('POST /wps/session/login (encrypted)', () => {
  it('logs in with {value} plus Encryption, X-Digest and X-RSA (current front end)', async () => {
    const response = await encryptedLogin(demo);
    expect(response.statusCode).toBe(200);
    const value = loginResponseSchema.parse(response.json().value);
    expect(value).toMatchObject({ id: 1001, userName: 'demo01', customerType: 0, firstTimeLogin: false });
  });

  it('logs in with the ciphertext as a JSON string (A777)', async () => {
    const { rsa, des } = encryptPayload(demo, t.sim.rsaKey.modulusHex);
    const response = await wps(t, 'POST', '/wps/session/login', {
      body: JSON.stringify(des),
      headers: { encryption: rsa, 'content-type': 'application/json' },
    });
    expect(response.json().success).toBe(true);
  });

  it('logs in with raw base64 text as the body (legacy jQuery client)', async () => {
    const { rsa, des } = encryptPayload(demo, t.sim.rsaKey.modulusHex);
    const response = await wps(t, 'POST', '/wps/session/login', {
      body: des,
      headers: { encryption: rsa, 'content-type': 'application/json' },
    });
    expect(response.json().success).toBe(true);
  });

  it.each([
    ['a missing Encryption header', { encryption: undefined }, 'Encryption header is missing'],
    [
      'ciphertext that is not DES',
      { des: 'bm90IGRlcw==', 'x-digest': 'bm90IGRlcw==' },
      'Cannot decrypt the body',
    ],
    ['an Encryption header that is not hex', { encryption: 'zz' }, 'not hex'],
    ['an X-RSA of an old key', { 'x-rsa': 'abcd' }, 'X-RSA is not the current key'],
    ['an X-Digest that differs from the body', { 'x-digest': 'AAAA' }, 'X-Digest does not match'],
  ])('answers %s with 400 request_body_required', async (_name, change, message) => {
    const { body, headers } = encryptedBody(t, demo);
    const { des, ...headerChanges } = change as Record<string, string | undefined>;
    const merged = Object.fromEntries(
      Object.entries({ ...headers, ...headerChanges }).filter(([, v]) => v !== undefined),
    ) as Record<string, string>;
    const response = await wps(t, 'POST', '/wps/session/login', {
      body: des ? { value: des } : body,
      headers: merged,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'request_body_required' });
    expect(response.json().message).toContain(message);
  });

  it('refuses a plain JSON body on the encrypted endpoint', async () => {
    const response = await wps(t, 'POST', '/wps/session/login', { body: demo });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe('request_body_required');
  });

  it('validates the decrypted payload like any body', async () => {
    const response = await encryptedLogin({ username: '', password: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Please enter the username and password');
  });
});

describe('captcha after a failed login', () => {
  async function captchaAnswer(cookie: string) {
    const id = /captchaId=([^;]+)/.exec(cookie)![1]!;
    return (await t.db.captcha.findUniqueOrThrow({ where: { id } })).text;
  }

  it('flags the captcha on failure, then requires it, then accepts the right answer once', async () => {
    const failed = await encryptedLogin({ ...demo, password: 'wrong' });
    expect(failed.json()).toMatchObject({
      success: false,
      errorCode: 'US_INCORRECT_USERNAME_PASSWORD_ERROR',
      value: { captcha: true },
    });

    const withoutCaptcha = await encryptedLogin(demo);
    expect(withoutCaptcha.json()).toMatchObject({ errorCode: 'captcha.incorrect', value: { captcha: true } });

    const image = await wps(t, 'GET', `/wps/captcha?t=${Date.now()}`);
    expect(image.headers['cache-control']).toBe('no-store');
    const png = Buffer.from(image.json().value, 'base64');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    const cookie = String(image.headers['set-cookie']).split(';')[0]!;
    expect(cookie.startsWith(`${CAPTCHA_COOKIE}=`)).toBe(true);

    const answer = await captchaAnswer(cookie);
    const wrongAnswer = await encryptedLogin({ ...demo, captcha: 'nope' }, { cookie });
    expect(wrongAnswer.json().errorCode).toBe('captcha.incorrect');
    // the wrong try spent it: the right answer no longer opens the door with the same image
    const spent = await encryptedLogin({ ...demo, captcha: answer }, { cookie });
    expect(spent.json().errorCode).toBe('captcha.incorrect');

    const fresh = await wps(t, 'GET', '/wps/captcha');
    const freshCookie = String(fresh.headers['set-cookie']).split(';')[0]!;
    const ok = await encryptedLogin(
      { ...demo, captcha: (await captchaAnswer(freshCookie)).toLowerCase() },
      { cookie: freshCookie },
    );
    expect(ok.json().success).toBe(true);

    // success clears the failure: the next login needs no captcha
    expect((await encryptedLogin(demo)).json().success).toBe(true);
  });
});

describe('sessions', () => {
  it('ends the first session when the member logs in again elsewhere', async () => {
    const first = await loginAs(t, 'demo01', 'Demo1234');
    const second = await loginAs(t, 'demo01', 'Demo1234');
    const stale = await wps(t, 'GET', '/wps/member/info', { token: first });
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toMatchObject({ errorCode: 'login.not.session' });
    expect(stale.json().message).toContain('another device');
    expect((await wps(t, 'GET', '/wps/member/info', { token: second })).statusCode).toBe(200);
  });

  it.each(['DELETE', 'POST'] as const)('logs out with %s and the token stops working', async (method) => {
    const token = await loginAs(t, 'demo01', 'Demo1234');
    const response = await wps(t, method, '/wps/session/logout', {
      token,
      ...(method === 'POST' ? { body: {} } : {}),
    });
    expect(response.json()).toEqual({ success: true, value: null });
    expect((await wps(t, 'GET', '/wps/v2/wallets/balance', { token })).statusCode).toBe(401);
  });

  it('expires after the idle time on the simulated clock', async () => {
    const token = await loginAs(t, 'demo01', 'Demo1234');
    await t.sim.clock.advance(29 * 60_000);
    expect((await wps(t, 'GET', '/wps/member/info', { token })).statusCode).toBe(200);
    await t.sim.clock.advance(31 * 60_000);
    expect((await wps(t, 'GET', '/wps/member/info', { token })).statusCode).toBe(401);
  });
});

describe('login outcomes by persona', () => {
  it('reports firstTimeLogin for a member who never logged in, and only once', async () => {
    const first = await wps(t, 'POST', '/wps/session/login/unsecure', {
      body: { username: 'newbie01', password: '{secret}' },
    });
    expect(first.json().value.firstTimeLogin).toBe(true);
    const again = await wps(t, 'POST', '/wps/session/login/unsecure', {
      body: { username: 'newbie01', password: '{secret}' },
    });
    expect(again.json().value.firstTimeLogin).toBe(false);
  });

  it('reports passwordExpired for a password older than the merchant allows', async () => {
    const response = await wps(t, 'POST', '/wps/session/login/unsecure', {
      body: { username: 'expired01', password: 'Expired123' },
    });
    expect(response.json().value.passwordExpired).toBe(true);
  });

  it('refuses a locked account', async () => {
    const response = await wps(t, 'POST', '/wps/session/login/unsecure', {
      body: { username: 'locked01', password: 'Locked123' },
    });
    expect(response.json()).toMatchObject({ success: false, errorCode: 'US_CUSTOMER_ACTIVEFLAG_ERROR' });
  });

  it('treats usernames case-insensitively', async () => {
    const response = await wps(t, 'POST', '/wps/session/login/unsecure', {
      body: { username: ' DEMO01 ', password: 'Demo1234' },
    });
    expect(response.json().value.userName).toBe('demo01');
  });
});
