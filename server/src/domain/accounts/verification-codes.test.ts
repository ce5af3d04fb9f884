import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { backToSeed, createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await backToSeed(t);
  await t.sim.clock.freeze();
});

const phone = { mobile: '01799999999', countryDialingCode: '880' };
const send = () => t.sim.codes.send('sim001', phone, 'REGISTER');
const latestCode = async () =>
  (await t.db.outboxMessage.findFirstOrThrow({ where: { recipient: phone.mobile }, orderBy: { id: 'desc' } }))
    .code!;
const errorCodeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'no error',
    (e: { errorCode?: string }) => e.errorCode,
  );

describe('SMS verification codes', () => {
  it('sends a six-digit code that lives expiredMinutes', async () => {
    expect(await send()).toEqual({ expiredMinutes: 5 });
    expect(await latestCode()).toMatch(/^\d{6}$/);
  });

  it('accepts the right code once', async () => {
    await send();
    const code = await latestCode();
    await t.sim.codes.verify('sim001', phone.mobile, 'REGISTER', code);
    expect(await errorCodeOf(t.sim.codes.verify('sim001', phone.mobile, 'REGISTER', code))).toBe(
      'VERIFICATION_CODE_INVALID',
    );
  });

  it('expires on the simulated clock', async () => {
    await send();
    const code = await latestCode();
    await t.sim.clock.advance(5 * 60_000);
    expect(await errorCodeOf(t.sim.codes.verify('sim001', phone.mobile, 'REGISTER', code))).toBe(
      'VERIFICATION_CODE_EXPIRED',
    );
  });

  it('kills a code after five wrong tries', async () => {
    await send();
    const code = await latestCode();
    for (let i = 0; i < 5; i++) {
      expect(await errorCodeOf(t.sim.codes.verify('sim001', phone.mobile, 'REGISTER', '000000x'))).toBe(
        'VERIFICATION_CODE_INVALID',
      );
    }
    expect(await errorCodeOf(t.sim.codes.verify('sim001', phone.mobile, 'REGISTER', code))).toBe(
      'VERIFICATION_CODE_INVALID',
    );
  });

  it('retires the older code when a newer one is sent', async () => {
    await send();
    const first = await latestCode();
    await t.sim.clock.advance(2_000);
    await send();
    const second = await latestCode();
    if (first !== second) {
      expect(await errorCodeOf(t.sim.codes.verify('sim001', phone.mobile, 'REGISTER', first))).toBe(
        'VERIFICATION_CODE_INVALID',
      );
    }
    await t.sim.codes.verify('sim001', phone.mobile, 'REGISTER', second);
  });

  it('refuses a missing code and a code for another purpose', async () => {
    await send();
    expect(await errorCodeOf(t.sim.codes.verify('sim001', phone.mobile, 'REGISTER', ''))).toBe(
      'VERIFICATION_CODE_REQUIRED',
    );
    expect(await errorCodeOf(t.sim.codes.verify('sim001', phone.mobile, 'LOGIN', await latestCode()))).toBe(
      'VERIFICATION_CODE_INVALID',
    );
  });

  it('throttles: one a second, five per five minutes, then ten a day', async () => {
    await send();
    expect(await errorCodeOf(send())).toBe('TOO_MANY_REQUESTS');
    for (let i = 0; i < 4; i++) {
      await t.sim.clock.advance(1_000);
      await send();
    }
    await t.sim.clock.advance(1_000);
    expect(await errorCodeOf(send())).toBe('TOO_MANY_REQUESTS');
    await t.sim.clock.advance(5 * 60_000);
    for (let i = 0; i < 5; i++) {
      await send();
      await t.sim.clock.advance(1_000);
    }
    await t.sim.clock.advance(5 * 60_000);
    expect(await errorCodeOf(send())).toBe('SMS_QUOTA_EXCEEDED');
    await t.sim.clock.advance(24 * 60 * 60_000);
    expect(await send()).toEqual({ expiredMinutes: 5 });
  });
});
