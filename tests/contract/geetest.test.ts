// Geetest v4 as the public clients meet it (wire-contract.md 4.1 and 4.5): `value.gt` of
// GET /wps/captcha/geetest is the captcha_id (JEVO), the answer goes with the encrypted login as
// geetestValidateV4 {captcha_id, lot_number, pass_token, gen_time, captcha_output} (PX, LUCKY, PINOY, A777),
// and a login without it is refused with an errorCode containing `geetest` (#1066, JEVO).
import { encryptPayload } from '@sim/shared/wire-crypto';
import {
  geetestChallengeSchema,
  geetestConfigSchema,
  geetestVerifyResultSchema,
} from '@sim/shared/wps/geetest';
import { loginResponseSchema } from '@sim/shared/wps/session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { okValue, type RealSim, rsaModulus, startRealSim } from './support/real-client.ts';

let sim: RealSim;
let modulus: string;
const headers = { merchant: 'sim001', device: 'web', language: 'EN' };

beforeAll(async () => {
  sim = await startRealSim();
  modulus = await rsaModulus(sim);
  await sim.admin('flags.set', { modId: 'GEETEST3', enabled: true }, 'mutation');
});
afterAll(async () => {
  await sim.admin('flags.set', { modId: 'GEETEST3', enabled: false }, 'mutation');
  await sim.close();
});

/** The PX client's login: the RSA+DES body, the key in Encryption, X-Digest and X-RSA beside it. */
function encryptedLogin(payload: Record<string, unknown>) {
  const { rsa, des } = encryptPayload(
    { username: 'demo01', password: 'Demo1234', captcha: '', type: 'username', isSms: false, ...payload },
    modulus,
  );
  return sim.call('POST', '/wps/session/login', {
    headers: {
      ...headers,
      'content-type': 'application/json',
      encryption: rsa,
      'x-digest': des,
      'x-rsa': modulus,
    },
    body: { value: des },
  });
}

async function passSlider() {
  const config = okValue(
    await sim.call('GET', '/wps/captcha/geetest?product=login', { headers }),
    geetestConfigSchema,
  );
  const challenge = okValue(
    await sim.call('GET', `/wps/captcha/geetest/load?captcha_id=${config.gt}`, { headers }),
    geetestChallengeSchema,
  );
  const verified = okValue(
    await sim.call('POST', '/wps/captcha/geetest/verify', {
      headers: { ...headers, 'content-type': 'application/json' },
      body: {
        captcha_id: challenge.captcha_id,
        lot_number: challenge.lot_number,
        position: challenge.target,
      },
    }),
    geetestVerifyResultSchema,
  );
  if (!verified.seccode) throw new Error('the slider did not pass');
  return verified.seccode;
}

describe('geetest v4 on the wire', () => {
  it('hands out the captcha_id as value.gt, uncached', async () => {
    const answer = await sim.call('GET', '/wps/captcha/geetest?product=register', { headers });
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(okValue(answer, geetestConfigSchema).gt).toMatch(/^[0-9a-f]{32}$/);
  });

  it('logs in with geetestValidateV4 in the encrypted body', async () => {
    const geetestValidateV4 = await passSlider();
    const login = okValue(await encryptedLogin({ geetestValidateV4 }), loginResponseSchema);
    expect(login.userName).toBe('demo01');
  });

  it("refuses a login without it with an errorCode naming geetest and the platform's #1066", async () => {
    const body = (await encryptedLogin({})).json<Record<string, unknown>>();
    expect(body).toMatchObject({ success: false, code: 1066 });
    expect(String(body.errorCode)).toContain('geetest');
  });

  it('refuses the same answer the second time', async () => {
    const geetestValidateV4 = await passSlider();
    expect((await encryptedLogin({ geetestValidateV4 })).json<{ success: boolean }>().success).toBe(true);
    const again = (await encryptedLogin({ geetestValidateV4 })).json<{ errorCode: string }>();
    expect(again.errorCode).toBe('geetest.validate.fail');
  });
});
