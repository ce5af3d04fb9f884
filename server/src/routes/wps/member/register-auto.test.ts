import { registerResponseSchema } from '@sim/shared/wps/register';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminCaller, backToSeed, createTestApp, setFlag, type TestApp, wps } from '../../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await backToSeed(t);
  await t.sim.clock.freeze();
});

const registerAuto = (body: Record<string, unknown>) =>
  wps(t, 'PUT', '/wps/member/register/autoUsername', { body });
const newcomer = { password: 'Pass1234', confirmPassword: 'Pass1234', registerMethod: 'WEB' };

describe('PUT /wps/member/register/autoUsername', () => {
  it('picks a free username that keeps the rule, registers and logs the member in', async () => {
    const first = registerResponseSchema.parse((await registerAuto(newcomer)).json().value);
    expect(first.userName).toMatch(/^u\d{7}$/);
    expect(first.firstTimeLogin).toBe(true);
    const info = await wps(t, 'GET', '/wps/member/info', { token: first.token });
    expect(info.json().value).toMatchObject({ id: first.customerId, account: first.userName });
    // the name and the password log in
    const login = await wps(t, 'POST', '/wps/session/login/unsecure', {
      body: { username: first.userName, password: 'Pass1234' },
    });
    expect(login.json().success).toBe(true);
    const second = registerResponseSchema.parse((await registerAuto(newcomer)).json().value);
    expect(second.userName).not.toBe(first.userName);
  });

  it("keeps a rule that asks for digits only and the rule's length", async () => {
    await adminCaller(t).registerFields.set({
      field: 'username',
      patternId: 6,
      minLength: 10,
      maxLength: 12,
    });
    const value = registerResponseSchema.parse((await registerAuto(newcomer)).json().value);
    expect(value.userName).toMatch(/^[1-9]\d{9}$/);
  });

  it('applies the registration rules: the password rule, and REG3', async () => {
    const weak = await registerAuto({ password: 'short', confirmPassword: 'short' });
    expect(weak.json().errorCode).toBe('US_PASSWORD_FORMAT_ERROR');
    await setFlag(t, 'REG3', false);
    expect((await registerAuto(newcomer)).json().success).toBe(false);
  });
});
