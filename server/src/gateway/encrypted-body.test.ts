// The Encryption header is bounded by the key: a header of many RSA blocks is refused before any RSA
// work (each block was a ~20 ms private-key exponentiation on the main thread), a real client's works.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, encryptedBody, type TestApp, wps, wpsEncrypted } from '../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = { username: 'demo01', password: 'Demo1234', captcha: '', type: 'username', isSms: false };

describe('the Encryption header', () => {
  it('answers a 300-block header with a 400 envelope at once', async () => {
    const { body } = encryptedBody(t, login);
    const started = performance.now();
    const response = await wps(t, 'POST', '/wps/session/login', {
      body,
      headers: { encryption: Array.from({ length: 300 }, () => '0001').join(' ') },
    });
    // 300 private-key exponentiations took 6 s; the refusal is string checks only (slack for a busy machine)
    expect(performance.now() - started).toBeLessThan(1500);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'request_body_required' });
  });

  it('refuses a header longer than the key allows', async () => {
    const { body } = encryptedBody(t, login);
    const response = await wps(t, 'POST', '/wps/session/login', {
      body,
      headers: { encryption: 'a'.repeat(15_000) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/too long/);
  });

  it('still opens a real client login', async () => {
    const response = await wpsEncrypted(t, 'POST', '/wps/session/login', login);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, value: { token: expect.any(String) } });
  });
});
