// The external SMS verification service as a client meets it (platform-spec.md section 4: firebaseChannel
// and firebaseIdToken on registration): the code from the service's send, confirmed into a token, and the
// encrypted mobile registration that carries the token instead of verificationCode.
import { encryptPayload } from '@sim/shared/wire-crypto';
import {
  externalSmsConfigSchema,
  externalSmsSentSchema,
  externalSmsTokenSchema,
} from '@sim/shared/wps/external-sms';
import { registerResponseSchema } from '@sim/shared/wps/register';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { okValue, type RealSim, rsaModulus, startRealSim } from './support/real-client.ts';

let sim: RealSim;
let modulus: string;
const headers = { merchant: 'sim001', device: 'web', language: 'EN' };
const json = { ...headers, 'content-type': 'application/json' };
const MOBILE = '01855555555';

beforeAll(async () => {
  sim = await startRealSim();
  modulus = await rsaModulus(sim);
  await sim.admin('externalSms.set', { enabled: true }, 'mutation');
});
afterAll(async () => {
  await sim.admin('externalSms.set', { enabled: false }, 'mutation');
  await sim.close();
});

function encryptedRegisterMobile(payload: Record<string, unknown>) {
  const { rsa, des } = encryptPayload(
    { mobile: MOBILE, countryDialingCode: '880', password: 'Pass1234', ...payload },
    modulus,
  );
  return sim.call('PUT', '/wps/member/register/mobile', {
    headers: { ...json, encryption: rsa, 'x-digest': des, 'x-rsa': modulus },
    body: { value: des },
  });
}

describe('the external SMS verification service on the wire', () => {
  it('says it is on, with the firebase channel and a 60 s countdown, uncached', async () => {
    const answer = await sim.call('GET', '/wps/verification/external', { headers });
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(okValue(answer, externalSmsConfigSchema)).toEqual({
      enabled: true,
      channel: 'firebase',
      countdownSeconds: 60,
    });
  });

  it('registers by phone with firebaseChannel and firebaseIdToken, once', async () => {
    const { sessionInfo } = okValue(
      await sim.call('POST', '/wps/verification/external/send', {
        headers: json,
        body: { mobileNum: MOBILE, countryDialingCode: '880', purpose: 'register' },
      }),
      externalSmsSentSchema,
    );
    const outbox = await sim.admin('sms.outbox', { mobileNum: MOBILE }, 'query');
    const [message] = outbox as { code: string; sender: string }[];
    expect(message?.sender).toBe('EXTERNAL');
    const token = okValue(
      await sim.call('POST', '/wps/verification/external/verify', {
        headers: json,
        body: { sessionInfo, code: message?.code },
      }),
      externalSmsTokenSchema,
    );
    const proof = { firebaseChannel: token.firebaseChannel, firebaseIdToken: token.firebaseIdToken };
    expect(okValue(await encryptedRegisterMobile(proof), registerResponseSchema).userName).toBe(MOBILE);
    const again = (await encryptedRegisterMobile({ ...proof, mobile: '01866666666' })).json<{
      errorCode: string;
    }>();
    expect(again.errorCode).toBe('VERIFICATION_CODE_INVALID');
  });
});
