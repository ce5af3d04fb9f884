import { securityConfigSchema } from '@sim/shared/wps/security-config';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { backToSeed, createTestApp, loginAs, setFlag, type TestApp, wps } from '../../../../test/harness.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await backToSeed(t);
  token = await loginAs(t, 'demo01', 'Demo1234');
});

const config = async () => {
  const answer = await wps(t, 'GET', '/wps/v2/member/securityConfig', { token });
  expect(answer.json().success).toBe(true);
  return securityConfigSchema.parse(answer.json().value);
};
const demo01 = { merchantCode: 'sim001', username: 'demo01' };

describe('GET /wps/v2/member/securityConfig', () => {
  it("reads the member's own guards and the methods a login from a new address would offer", async () => {
    await t.db.member.updateMany({
      where: demo01,
      data: { mobile: '01711223344', email: null, payeeName: null, paymentPasswordHash: null },
    });
    expect(await config()).toMatchObject({
      mobileBound: true,
      emailBound: false,
      payeeNameSet: false,
      paymentPasswordSet: false,
      verifyTypes: ['SMS'],
    });
    // masked as the member info masks it
    expect((await config()).mobile).toBe('0171122****');

    await t.db.member.updateMany({
      where: demo01,
      data: { mobile: null, email: 'demo01@example.com', payeeName: 'Demo One' },
    });
    expect(await config()).toMatchObject({
      mobile: null,
      mobileBound: false,
      emailBound: true,
      payeeNameSet: true,
      verifyTypes: ['EMAIL', 'PAYEE_NAME'],
      googleAuthBound: false,
    });
  });

  it('follows the LOGINIPVERF3 switch and a forced password change', async () => {
    await setFlag(t, 'LOGINIPVERF3', true);
    expect((await config()).loginIpVerification).toBe(true);
    await setFlag(t, 'LOGINIPVERF3', false);
    expect((await config()).loginIpVerification).toBe(false);
    await t.db.member.updateMany({ where: demo01, data: { mustChangePassword: true } });
    expect((await config()).passwordExpired).toBe(true);
  });

  it('needs a session', async () => {
    expect((await wps(t, 'GET', '/wps/v2/member/securityConfig')).statusCode).toBe(401);
  });
});
