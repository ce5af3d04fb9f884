import { kycSettingSchema } from '@sim/shared/relay/kyc';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminCaller, backToSeed, createTestApp, loginAs, type TestApp, wps } from '../../test/harness.ts';

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

const setting = async () => {
  const answer = await wps(t, 'GET', '/wps/relay/MCSFE_getCustomerKycMerchantSetting', { token });
  expect(answer.json().success).toBe(true);
  return kycSettingSchema.parse(answer.json().value);
};
const field = async (name: string) => (await setting()).fields.find((f) => f.field === name);

describe('MCSFE_getCustomerKycMerchantSetting', () => {
  it("reads the merchant's register rules for the identity fields and the member's record", async () => {
    await t.db.member.updateMany({
      where: { merchantCode: 'sim001', username: 'demo01' },
      data: { payeeName: null, profile: {} },
    });
    expect(await field('idNumber')).toEqual({
      field: 'idNumber',
      enabled: false,
      required: false,
      filled: false,
    });
    await adminCaller(t).registerFields.set({ field: 'idNumber', enabled: true, required: true });
    await adminCaller(t).registerFields.set({ field: 'payeeName', enabled: true, required: true });
    const asked = await setting();
    expect(asked.enabled).toBe(true);
    expect(asked.complete).toBe(false);
    expect(asked.fields.find((f) => f.field === 'idNumber')).toMatchObject({ enabled: true, required: true });

    await t.db.member.updateMany({
      where: { merchantCode: 'sim001', username: 'demo01' },
      data: { payeeName: 'Demo One', profile: { idNumber: 'A1234567' } },
    });
    const given = await setting();
    expect(given.fields.filter((f) => f.required).every((f) => f.filled)).toBe(true);
    expect(given.complete).toBe(true);
  });

  it('needs a session', async () => {
    expect((await wps(t, 'GET', '/wps/relay/MCSFE_getCustomerKycMerchantSetting')).statusCode).toBe(401);
  });
});
