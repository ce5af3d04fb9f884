// The payment password locks after five wrong tries, on every call that asks for it, whatever the
// order or the concurrency of the guesses; a right one resets the count; the back office unlocks.
import { paymentPasswordTriesSchema } from '@sim/shared/wps/cashier';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCaller, aWithdrawal, mainBalance, okValue, withdraw } from '../../test/cashier-helpers.ts';
import { createTestApp, loginAs, type TestApp, wpsEncrypted } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const LOCKED = 'US_INCORRECT_PASSWORD_MAX_TIMES_ERROR';
const WRONG = 'PAYMENT_PASSWORD_INCORRECT';

let run = 0;
/** A fresh member with money, PIN 123456 (and an upline to transfer to), logged in. */
async function member(extra: { paymentPassword?: string } = { paymentPassword: '123456' }) {
  const username = `pin${++run}${Date.now() % 100_000}`;
  const created = await adminCaller(t).members.create({
    persona: 'member',
    username,
    password: 'Pin12345',
    balance: 5000,
    uplineUsername: 'agent01',
    ...extra,
  });
  return { username, id: created.id, token: await loginAs(t, username, 'Pin12345') };
}

const errorCodeOf = (response: { json(): unknown }) => (response.json() as { errorCode?: string }).errorCode;
const withdrawWith = (token: string, paymentPassword: string) =>
  withdraw(t, token, aWithdrawal({ paymentPassword, requestId: `w-${Math.random()}` }));
const changePin = (token: string, oldPaymentPassword: string) =>
  wpsEncrypted(
    t,
    'PUT',
    '/wps/member/paymentPassword',
    { oldPaymentPassword, paymentPassword: '654321', confirmPaymentPassword: '654321' },
    { token },
  );
const transferUpline = (token: string, paymentPassword: string) =>
  wpsEncrypted(t, 'PUT', '/wps/agent/transferUpline', { amount: 1, paymentPassword }, { token });

describe('payment password lockout', () => {
  it('tells how many wrong tries are left before the lock, in the failure value', async () => {
    const m = await member();
    const left = [];
    for (let i = 1; i <= 4; i++) {
      const answer = (await withdrawWith(m.token, '000000')).json() as { errorCode: string; value?: unknown };
      expect(answer.errorCode).toBe(WRONG);
      left.push(paymentPasswordTriesSchema.parse(answer.value).remainingTries);
    }
    expect(left).toEqual([4, 3, 2, 1]);
    // a right one resets the count
    okValue(await withdrawWith(m.token, '123456'));
    const again = (await withdrawWith(m.token, '000000')).json() as { value?: unknown };
    expect(paymentPasswordTriesSchema.parse(again.value).remainingTries).toBe(4);
  });

  it('locks on the fifth wrong PIN: the right one is refused until the lock ends, no money moves', async () => {
    const m = await member();
    for (let i = 1; i <= 4; i++) expect(errorCodeOf(await withdrawWith(m.token, '000000'))).toBe(WRONG);
    const fifth = await withdrawWith(m.token, '000000');
    expect(fifth.json()).toMatchObject({ success: false, errorCode: LOCKED });
    const refused = await withdrawWith(m.token, '123456');
    expect(errorCodeOf(refused)).toBe(LOCKED);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(29 * 60);
    expect(await mainBalance(t, m.id)).toBe(5000);
    expect(await t.db.moneyOrder.count({ where: { memberId: m.id } })).toBe(0);

    // 30 minutes of the simulated clock later the right PIN works again
    await adminCaller(t).clock.advance({ minutes: 31 });
    const token = await loginAs(t, m.username, 'Pin12345');
    expect(okValue(await withdrawWith(token, '123456')).status).toBe('PENDING');
  });

  it('counts the tries of every call that asks for it together', async () => {
    const m = await member();
    expect(errorCodeOf(await withdrawWith(m.token, '000001'))).toBe(WRONG);
    expect(errorCodeOf(await changePin(m.token, '000002'))).toBe(WRONG);
    expect(errorCodeOf(await transferUpline(m.token, '000003'))).toBe(WRONG);
    expect(errorCodeOf(await changePin(m.token, '000004'))).toBe(WRONG);
    expect(errorCodeOf(await transferUpline(m.token, '000005'))).toBe(LOCKED);
    expect(errorCodeOf(await changePin(m.token, '123456'))).toBe(LOCKED);
    expect(errorCodeOf(await transferUpline(m.token, '123456'))).toBe(LOCKED);
    expect(await mainBalance(t, m.id)).toBe(5000);
  });

  it('limits guessing the login password when the first PIN is set', async () => {
    const m = await member({});
    const setFirst = (password: string) =>
      wpsEncrypted(
        t,
        'PUT',
        '/wps/member/paymentPassword',
        { paymentPassword: '111111', confirmPaymentPassword: '111111', password },
        { token: m.token },
      );
    for (let i = 1; i <= 4; i++)
      expect(errorCodeOf(await setFirst(`Guess${i}`))).toBe('US_INCORRECT_PASSWORD_ERROR');
    expect(errorCodeOf(await setFirst('Guess5'))).toBe(LOCKED);
    expect(errorCodeOf(await setFirst('Pin12345'))).toBe(LOCKED);
  });

  it('forgets wrong tries after a right one', async () => {
    const m = await member();
    for (let i = 1; i <= 4; i++) expect(errorCodeOf(await withdrawWith(m.token, '000000'))).toBe(WRONG);
    okValue(await withdrawWith(m.token, '123456'));
    for (let i = 1; i <= 4; i++) expect(errorCodeOf(await withdrawWith(m.token, '000000'))).toBe(WRONG);
    okValue(await withdrawWith(m.token, '123456'));
  });

  it('lets no more than five parallel guesses through', async () => {
    const m = await member();
    const guesses = Array.from({ length: 30 }, (_, i) => String(200_000 + i));
    const answers = await Promise.all(guesses.map((pin) => withdrawWith(m.token, pin)));
    const codes = answers.map(errorCodeOf);
    expect(codes.filter((c) => c === WRONG).length).toBeLessThanOrEqual(4);
    // the rest are refused unchecked: locked, or (before the lock lands) too many tries in flight
    expect(codes.filter((c) => c === LOCKED || c === 'TOO_MANY_REQUESTS').length).toBeGreaterThanOrEqual(26);
    expect(errorCodeOf(await withdrawWith(m.token, '123456'))).toBe(LOCKED);
  });

  it('is lifted by the back office, which shows the lock while it lasts', async () => {
    const m = await member();
    for (let i = 1; i <= 5; i++) await withdrawWith(m.token, '000000');
    const shown = await adminCaller(t).members.get({ username: m.username });
    expect(Date.parse(shown.pinLockedUntil ?? '')).toBeGreaterThan(t.sim.clock.now().getTime());

    const unlocked = await adminCaller(t).members.unlockPaymentPassword({ username: m.username });
    expect(unlocked.pinLockedUntil).toBeNull();
    expect(okValue(await withdrawWith(m.token, '123456')).status).toBe('PENDING');
  });
});
