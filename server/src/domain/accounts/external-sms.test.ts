import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { backToSeed, createTestApp, type TestApp } from '../../test/harness.ts';
import { isExternalSmsOn, setExternalSms } from './external-sms.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await backToSeed(t);
  await t.sim.clock.freeze();
});

const phone = { mobile: '01799999998', countryDialingCode: '880' };
const codeOf = async (id: number) => (await t.db.outboxMessage.findUniqueOrThrow({ where: { id } })).code!;
const errorCodeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'no error',
    (e: { errorCode?: string }) => e.errorCode,
  );

describe('the external SMS service switch', () => {
  it('is off until a merchant turns it on, per merchant', async () => {
    expect(await isExternalSmsOn(t.db, 'sim001')).toBe(false);
    await setExternalSms(t.db, 'sim001', true);
    expect(await isExternalSmsOn(t.db, 'sim001')).toBe(true);
    await setExternalSms(t.db, 'sim001', false);
    expect(await isExternalSmsOn(t.db, 'sim001')).toBe(false);
  });
});

describe("the external service's codes", () => {
  it('land in the outbox marked EXTERNAL and are confirmed once', async () => {
    const id = await t.sim.codes.sendExternal('sim001', phone, 'REGISTER');
    const row = await t.db.outboxMessage.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ sender: 'EXTERNAL', channel: 'SMS', purpose: 'REGISTER' });
    await t.sim.codes.verifyExternal('sim001', id, row.code!);
    expect(await errorCodeOf(t.sim.codes.verifyExternal('sim001', id, row.code!))).toBe(
      'VERIFICATION_CODE_INVALID',
    );
  });

  it("are not the platform's own codes, and a newer code retires an older one", async () => {
    const first = await t.sim.codes.sendExternal('sim001', phone, 'REGISTER');
    expect(
      await errorCodeOf(t.sim.codes.verify('sim001', phone.mobile, 'REGISTER', await codeOf(first))),
    ).toBe('VERIFICATION_CODE_INVALID');
    await t.sim.clock.advance(2000);
    await t.sim.codes.sendExternal('sim001', phone, 'REGISTER');
    expect(await errorCodeOf(t.sim.codes.verifyExternal('sim001', first, await codeOf(first)))).toBe(
      'VERIFICATION_CODE_INVALID',
    );
  });

  it('expire with the platform code lifetime and die after five wrong tries', async () => {
    const id = await t.sim.codes.sendExternal('sim001', phone, 'RESET_PASSWORD');
    for (let i = 0; i < 5; i += 1) await errorCodeOf(t.sim.codes.verifyExternal('sim001', id, 'nope'));
    expect(await errorCodeOf(t.sim.codes.verifyExternal('sim001', id, await codeOf(id)))).toBe(
      'VERIFICATION_CODE_INVALID',
    );
    await t.sim.clock.advance(2000);
    const later = await t.sim.codes.sendExternal('sim001', phone, 'RESET_PASSWORD');
    await t.sim.clock.advance(5 * 60_000);
    expect(await errorCodeOf(t.sim.codes.verifyExternal('sim001', later, await codeOf(later)))).toBe(
      'VERIFICATION_CODE_EXPIRED',
    );
  });
});
