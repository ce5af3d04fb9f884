// Login attempts per client are limited across every login route; other calls are not counted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, wps, wpsEncrypted } from '../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ limits: { loginPerMinute: 5 } });
});
afterAll(() => t.close());

const plainLogin = (password: string) =>
  wps(t, 'POST', '/wps/session/login/unsecure', { body: { username: 'demo01', password } });

describe('the login rate limit', () => {
  it('answers TOO_MANY_REQUESTS with Retry-After past the limit, on every login route', async () => {
    for (let i = 0; i < 4; i++) expect((await plainLogin('Demo1234')).json().success).toBe(true);
    const encrypted = await wpsEncrypted(t, 'POST', '/wps/session/login', {
      username: 'demo01',
      password: 'Demo1234',
      captcha: '',
    });
    expect(encrypted.json().success).toBe(true);

    const refused = await plainLogin('Demo1234');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, errorCode: 'TOO_MANY_REQUESTS' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const encryptedRefused = await wpsEncrypted(t, 'POST', '/wps/session/login', { username: 'demo01' });
    expect(encryptedRefused.statusCode).toBe(429);
  });

  it('leaves other calls alone', async () => {
    const response = await wps(t, 'GET', '/wps/system/status');
    expect(response.statusCode).toBe(200);
  });
});
