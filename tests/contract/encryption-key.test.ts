// wire-contract.md 8: the RSA key as /js/encrypt.js fetches it (only Cache-Control, no Merchant), and
// the encrypted bodies real pages send with it.
import { okEnvelope } from '@sim/shared/envelope';
import { desEncrypt, encryptPayload, rsaEncryptLegacy } from '@sim/shared/wire-crypto';
import { loginResponseSchema } from '@sim/shared/wps/session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RealSim, startRealSim } from './support/real-client.ts';

let sim: RealSim;
beforeAll(async () => {
  sim = await startRealSim();
});
afterAll(() => sim.close());

const loginAnswer = okEnvelope(loginResponseSchema);

/** What every real client does with the answer: any 2xx text is the modulus, quotes stripped. */
async function fetchModulusAsPagesDo(query: string): Promise<string> {
  const answer = await sim.call('GET', `/wps/session/key/rsa?${query}`, {
    headers: { 'Cache-Control': 'no-cache' },
  });
  expect(answer.status).toBe(200);
  return answer.text.replace(/"/g, '').trim();
}

describe('the RSA key fetch of /js/encrypt.js', () => {
  it('answers the modulus to a request with only Cache-Control and a t or _ cache buster', async () => {
    for (const query of [`t=${Date.now()}`, `_=${Date.now()}`]) {
      const modulus = await fetchModulusAsPagesDo(query);
      expect(modulus).toMatch(/^[0-9a-f]{256}$/);
    }
  });

  it('still refuses a duplicated or unknown Merchant header, as every Merchant-carrying call does', async () => {
    const duplicated = await sim.call('GET', '/wps/session/key/rsa', {
      headers: { Merchant: ['sim001', 'sim001'] },
    });
    expect(duplicated.status).toBe(400);
    expect(duplicated.json()).toMatchObject({ success: false, errorCode: 'function.not.available' });
    const unknown = await sim.call('GET', '/wps/session/key/rsa', { headers: { Merchant: 'nobody' } });
    expect(unknown.status).toBe(400);
    expect(unknown.json()).toMatchObject({ success: false, errorCode: 'function.not.available' });
  });
});

describe('encrypted logins as real pages send them', () => {
  it('accepts the encrypt.js build: {value: DES} with Encryption and X-Digest, no X-RSA', async () => {
    const modulus = await fetchModulusAsPagesDo(`t=${Date.now()}`);
    const { rsa, des } = encryptPayload({ username: 'demo01', password: 'Demo1234', captcha: '' }, modulus);
    const answer = await sim.call('POST', '/wps/session/login', {
      headers: {
        Merchant: 'sim001',
        'Content-Type': 'application/json;charset=UTF-8',
        Encryption: rsa,
        'X-Digest': des,
      },
      body: { value: des },
    });
    expect(answer.status).toBe(200);
    expect(loginAnswer.parse(answer.json()).value.userName).toBe('demo01');
  });

  it('accepts the legacy jQuery body: the raw DES base64 with the Encryption header', async () => {
    const modulus = await fetchModulusAsPagesDo(`_=${Date.now()}`);
    const key = 'AbCdEfGh12345678';
    const rsa = rsaEncryptLegacy(Array.from(key).reverse().join(''), modulus);
    const answer = await sim.call('POST', '/wps/session/login', {
      headers: { Merchant: 'sim001', 'Content-Type': 'application/json', Encryption: rsa },
      body: desEncrypt(JSON.stringify({ username: 'demo01', password: 'Demo1234' }), key),
    });
    expect(loginAnswer.parse(answer.json()).value.token).toMatch(/^[0-9a-f]{48}$/);
  });
});
