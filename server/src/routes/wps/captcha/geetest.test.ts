import {
  geetestChallengeSchema,
  geetestConfigSchema,
  geetestVerifyResultSchema,
} from '@sim/shared/wps/geetest';
import { loginResponseSchema } from '@sim/shared/wps/session';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  adminMutation,
  adminQuery,
  backToSeed,
  createTestApp,
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

const config = async (product = 'login') => {
  const answer = await wps(t, 'GET', `/wps/captcha/geetest?product=${product}`);
  return geetestConfigSchema.parse(answer.json().value);
};
const load = async () => {
  const { gt } = await config();
  const answer = await wps(t, 'GET', `/wps/captcha/geetest/load?captcha_id=${gt}&product=login`);
  return geetestChallengeSchema.parse(answer.json().value);
};
const slide = async (challenge: { captcha_id: string; lot_number: string }, position: number) => {
  const answer = await wps(t, 'POST', '/wps/captcha/geetest/verify', {
    body: { captcha_id: challenge.captcha_id, lot_number: challenge.lot_number, position },
  });
  return geetestVerifyResultSchema.parse(answer.json().value);
};
/** A challenge loaded and passed the way the site's slider does it: let go on the target. */
const passedAnswer = async () => {
  const challenge = await load();
  const { seccode } = await slide(challenge, challenge.target);
  if (!seccode) throw new Error('the slider did not pass');
  return seccode;
};
const login = (extra: Record<string, unknown> = {}) =>
  wpsEncrypted(t, 'POST', '/wps/session/login', { username: 'demo01', password: 'Demo1234', ...extra });

describe('with GEETEST3 off', () => {
  it('answers #543 function.not.available for the captcha_id', async () => {
    const answer = await wps(t, 'GET', '/wps/captcha/geetest?product=register');
    expect(answer.json()).toMatchObject({ success: false, errorCode: 'function.not.available', code: 543 });
  });

  it('ignores whatever geetestValidateV4 a login carries', async () => {
    const answer = await login({ geetestValidateV4: { captcha_id: 'x', lot_number: 'y' } });
    expect(answer.json().success).toBe(true);
  });
});

describe('with GEETEST3 on', () => {
  beforeEach(() => setFlag(t, 'GEETEST3', true));

  it("hands out the merchant's captcha_id as value.gt, the same every time", async () => {
    const first = await config('register');
    expect(first).toMatchObject({ product: 'register', success: 1, new_captcha: true });
    expect(first.gt).toMatch(/^[0-9a-f]{32}$/);
    expect(first.captcha_id).toBe(first.gt);
    expect((await config()).gt).toBe(first.gt);
  });

  it('logs in with the answer of a slider let go on its target', async () => {
    const geetestValidateV4 = await passedAnswer();
    expect(Object.keys(geetestValidateV4).sort()).toEqual([
      'captcha_id',
      'captcha_output',
      'gen_time',
      'lot_number',
      'pass_token',
    ]);
    const answer = await login({ geetestValidateV4 });
    expect(loginResponseSchema.parse(answer.json().value).userName).toBe('demo01');
  });

  it('refuses a login without the answer with geetest.required (#1066)', async () => {
    const answer = await login();
    expect(answer.json()).toMatchObject({ success: false, errorCode: 'geetest.required', code: 1066 });
  });

  it('takes each answer once', async () => {
    const geetestValidateV4 = await passedAnswer();
    expect((await login({ geetestValidateV4 })).json().success).toBe(true);
    expect((await login({ geetestValidateV4 })).json().errorCode).toBe('geetest.validate.fail');
  });

  it('refuses an answer past its expiry on the simulated clock', async () => {
    const geetestValidateV4 = await passedAnswer();
    await t.sim.clock.advance(121_000);
    expect((await login({ geetestValidateV4 })).json().errorCode).toBe('geetest.validate.fail');
  });

  it.each(['captcha_id', 'lot_number', 'pass_token', 'gen_time', 'captcha_output'] as const)(
    'refuses an answer whose %s is wrong, and spends the lot',
    async (part) => {
      const geetestValidateV4 = await passedAnswer();
      const wrong = { ...geetestValidateV4, [part]: `${geetestValidateV4[part]}0` };
      expect((await login({ geetestValidateV4: wrong })).json().errorCode).toBe('geetest.validate.fail');
      if (part !== 'captcha_id' && part !== 'lot_number') {
        expect((await login({ geetestValidateV4 })).json().errorCode).toBe('geetest.validate.fail');
      }
    },
  );

  it('fails a slider let go away from its target, and spends that challenge', async () => {
    const challenge = await load();
    const far = challenge.target > 50 ? 0 : 100;
    expect(await slide(challenge, far)).toEqual({ result: 'fail', seccode: null });
    expect((await slide(challenge, challenge.target)).result).toBe('fail');
  });

  it('refuses a captcha_id of another merchant', async () => {
    const answer = await wps(
      t,
      'GET',
      '/wps/captcha/geetest/load?captcha_id=0123456789abcdef0123456789abcdef',
    );
    expect(answer.json().errorCode).toBe('geetest.validate.fail');
  });

  it('passes any position when forced to PASS', async () => {
    expect((await adminMutation(t, 'geetest.set', { mode: 'PASS' })).statusCode).toBe(200);
    const challenge = await load();
    const { seccode } = await slide(challenge, challenge.target > 50 ? 0 : 100);
    expect((await login({ geetestValidateV4: seccode })).json().success).toBe(true);
  });

  it('refuses every answer when forced to FAIL', async () => {
    await adminMutation(t, 'geetest.set', { mode: 'FAIL' });
    const state = (await adminQuery(t, 'geetest.get')).json().result.data;
    expect(state).toMatchObject({ mode: 'FAIL', enabled: true, captchaId: (await config()).gt });
    const geetestValidateV4 = await passedAnswer();
    expect((await login({ geetestValidateV4 })).json().errorCode).toBe('geetest.validate.fail');
  });

  it('guards the registration too', async () => {
    const newcomer = { username: 'geetest1', password: 'Pass1234', confirmPassword: 'Pass1234' };
    const register = (extra: Record<string, unknown>) =>
      wpsEncrypted(t, 'PUT', '/wps/member/register', { ...newcomer, ...extra });
    expect((await register({})).json().errorCode).toBe('geetest.required');
    expect((await register({ geetestValidateV4: await passedAnswer() })).json().success).toBe(true);
  });

  it('leaves the SIT plain login to scripts', async () => {
    const answer = await wps(t, 'POST', '/wps/session/login/unsecure', {
      body: { username: 'demo01', password: 'Demo1234' },
    });
    expect(answer.json().success).toBe(true);
  });
});
