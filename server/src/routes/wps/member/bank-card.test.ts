// GET / PUT (encrypted) /wps/member/bankCard: binding withdrawal accounts with the payment password,
// in the payee name, at most five, each once.
import { bankCardListSchema } from '@sim/shared/wps/bank-card';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminCaller, okValue } from '../../../test/cashier-helpers.ts';
import {
  backToSeed,
  createTestApp,
  loginAs,
  type TestApp,
  wps,
  wpsEncrypted,
} from '../../../test/harness.ts';

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

const bind = (body: Record<string, unknown>, who = token) =>
  wpsEncrypted(t, 'PUT', '/wps/member/bankCard', { paymentPassword: '123456', ...body }, { token: who });
const list = async (who = token) =>
  bankCardListSchema.parse(okValue(await wps(t, 'GET', '/wps/member/bankCard', { token: who })));

describe('/wps/member/bankCard', () => {
  it('binds a card in the payee name and lists it masked', async () => {
    expect((await list()).cards).toEqual([]);
    const answer = bankCardListSchema.parse(
      okValue(await bind({ bankCode: 'DBBL', accountNo: '1234567890123', branch: 'Gulshan' })),
    );
    expect(answer).toMatchObject({ maxCards: 5, payeeName: 'Demo Member' });
    expect(answer.cards).toEqual([
      expect.objectContaining({
        bankCode: 'DBBL',
        bankName: 'Dutch-Bangla Bank',
        accountNo: '*********0123',
        accountName: 'Demo Member',
        branch: 'Gulshan',
      }),
    ]);
    expect(await list()).toEqual(answer);
  });

  it.each([
    [{ bankCode: 'NOPE', accountNo: '01711111111' }, 'CHANNEL_NOT_FOUND'],
    [{ bankCode: 'BKASH', accountNo: '01711111111', accountName: 'Someone Else' }, 'BANK_CARD_NAME_MISMATCH'],
    [
      { bankCode: 'BKASH', accountNo: '01711111111', paymentPassword: '999999' },
      'PAYMENT_PASSWORD_INCORRECT',
    ],
  ])('refuses %j with %s', async (body, errorCode) => {
    expect((await bind(body)).json()).toMatchObject({ success: false, errorCode });
    expect((await list()).cards).toEqual([]);
  });

  it('binds each account once and at most five', async () => {
    okValue(await bind({ bankCode: 'BKASH', accountNo: '01700000000' }));
    expect((await bind({ bankCode: 'BKASH', accountNo: '01700000000' })).json()).toMatchObject({
      errorCode: 'BANK_CARD_EXISTS',
    });
    for (const n of [1, 2, 3, 4]) okValue(await bind({ bankCode: 'NAGAD', accountNo: `0170000000${n}` }));
    expect((await bind({ bankCode: 'NAGAD', accountNo: '01700000009' })).json()).toMatchObject({
      errorCode: 'BANK_CARD_LIMIT',
    });
    expect((await list()).cards).toHaveLength(5);
  });

  it('names a member without a payee name after the first card', async () => {
    const member = await adminCaller(t).members.create({ paymentPassword: '246810' });
    const memberToken = await loginAs(t, member.username, member.password);
    const unnamed = await bind(
      { bankCode: 'BKASH', accountNo: '01733333333', paymentPassword: '246810' },
      memberToken,
    );
    expect(unnamed.json()).toMatchObject({ errorCode: 'BANK_CARD_NAME_MISMATCH' });
    const named = await bind(
      { bankCode: 'BKASH', accountNo: '01733333333', accountName: 'Rahim Uddin', paymentPassword: '246810' },
      memberToken,
    );
    expect(okValue(named)).toMatchObject({ payeeName: 'Rahim Uddin' });
    expect((await adminCaller(t).members.get({ username: member.username })).payeeName).toBe('Rahim Uddin');
  });

  it('must arrive encrypted, is a token call, and refuses trial accounts', async () => {
    const plain = await wps(t, 'PUT', '/wps/member/bankCard', {
      token,
      body: { bankCode: 'BKASH', accountNo: '01700000000', paymentPassword: '123456' },
    });
    expect(plain.statusCode).toBe(400);
    expect((await wps(t, 'GET', '/wps/member/bankCard')).statusCode).toBe(401);
    const trial = await adminCaller(t).members.create({ persona: 'trial' });
    const trialToken = await loginAs(t, trial.username, trial.password);
    expect((await wps(t, 'GET', '/wps/member/bankCard', { token: trialToken })).json()).toMatchObject({
      errorCode: 'in_need_true_account',
    });
  });
});
