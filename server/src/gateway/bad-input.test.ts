// Every endpoint answers malformed input with a 4xx in the envelope: never a 500, never a stack.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp, wps, wpsEncrypted } from '../test/harness.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await loginAs(t, 'demo01', 'Demo1234');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const plainCases: [Method, string, unknown][] = [
  ['POST', '/wps/session/login/unsecure', { username: ['x'], password: 1 }],
  ['POST', '/wps/verification/sms/noLogin', { mobileNum: 12345 }],
  ['POST', '/wps/verification/sms/register', { mobileNo: { n: 1 } }],
  ['POST', '/wps/member/password/sms', { mobileNum: true }],
  ['POST', '/wps/member/password/email', { username: 5 }],
  ['PUT', '/wps/member/language', { language: 7 }],
  ['GET', '/wps/check/username?username=', undefined],
  ['GET', '/wps/agent/affiliate', undefined],
  ['POST', '/wps/v2/transaction/deposit', { channelCode: 1, amount: 'x' }],
  ['POST', '/wps/relay/GCS_walletTransfer', { from: [], to: 'PG', amount: 1 }],
  ['POST', '/wps/relay/MCSFE_processC2CTransaction', { referenceNo: 1, action: 'RECEIVED' }],
  ['GET', '/wps/report/transaction?status=LOST', undefined],
  ['GET', '/wps/report/personalPNL?pageNo=0', undefined],
  ['GET', '/wps/v2/wallets/balance?typeId=main', undefined],
];
const encryptedCases: [Method, string, unknown][] = [
  ['POST', '/wps/session/login', { username: 5 }],
  ['POST', '/wps/session/login/verification', { username: 'demo01', password: 'x', verifyType: 'FAX' }],
  ['PUT', '/wps/member/register', { username: { a: 1 } }],
  ['PUT', '/wps/member/register/mobile', { mobile: [1] }],
  ['POST', '/wps/member/password', { newPassword: 5 }],
  ['POST', '/wps/member/password/verification', { newPassword: 'Abc12345' }],
  ['POST', '/wps/v2/transaction/withdraw', { amount: '1e3', paymentPassword: 123456 }],
  ['PUT', '/wps/agent/transferUpline', { amount: -1 }],
  ['PUT', '/wps/member/paymentPassword', { paymentPassword: 123456 }],
];

describe('bad input', () => {
  it.each(plainCases)('%s %s with wrong types is a 400 envelope', async (method, url, body) => {
    const response = await wps(t, method, url, { token, body: body as never });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
  });

  it.each(encryptedCases)(
    '%s %s with a wrongly typed encrypted payload is a 400 envelope',
    async (method, url, body) => {
      const response = await wpsEncrypted(t, method as 'POST' | 'PUT', url, body, { token });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
    },
  );

  it.each(encryptedCases)('%s %s with garbage ciphertext is a 400 envelope', async (method, url) => {
    const response = await wps(t, method, url, {
      token,
      body: { value: 'Zm9v' },
      headers: { encryption: 'abcd' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'request_body_required' });
  });

  it('answers a body that is not JSON on a JSON route with 400', async () => {
    const response = await wps(t, 'PUT', '/wps/member/language', {
      token,
      body: 'language=EN',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
  });
});
