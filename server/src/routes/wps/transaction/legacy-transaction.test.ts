// The legacy /wps/transaction calls (deposits by kind, the withdrawal to a bound card), the bank lists
// and the deposit and withdrawal records: the v2 cashier's orders, on the ledger.
import { encryptPayload } from '@sim/shared/wire-crypto';
import { withdrawBanksSchema } from '@sim/shared/wps/bank-card';
import { depositOrderSchema } from '@sim/shared/wps/cashier';
import { cashierRecordSchema, depositBanksSchema } from '@sim/shared/wps/legacy-money';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminCaller, aWithdrawal, mainBalance, okValue, withdraw } from '../../../test/cashier-helpers.ts';
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
afterEach(async () => {
  expect((await adminCaller(t).wallet.audit()).balanced).toBe(true);
});

const depositBy = (kind: string, body: Record<string, unknown>) =>
  wps(t, 'POST', `/wps/transaction/deposit/${kind}`, { token, body });

const legacyWithdraw = (body: Record<string, unknown>) =>
  wpsEncrypted(t, 'POST', '/wps/transaction/withdraw', body, { token });

async function boundCard(accountNo = '01799887766', bankCode = 'BKASH') {
  const { cards } = await adminCaller(t).bankCards.add({ username: 'demo01', bankCode, accountNo });
  return cards.find((c) => c.accountNo === accountNo)!.bankCardId;
}

describe('POST /wps/transaction/deposit/{kind}', () => {
  it.each([
    ['pg', 'BKASH'],
    ['ma', 'BKASH'],
    ['mt', 'BANK'],
  ])('%s makes the pending deposit the v2 cashier makes, through %s', async (kind, channel) => {
    const order = depositOrderSchema.parse(okValue(await depositBy(kind, { amount: 600 })));
    expect(order).toMatchObject({
      type: 'DEPOSIT',
      status: 'PENDING',
      channel,
      amount: 600,
      toWallet: 'MAIN',
    });
    expect(order.instructions?.reference).toBe(order.referenceNo);
    await adminCaller(t).cashier.approveDeposit({ referenceNo: order.referenceNo });
    expect(await mainBalance(t, 1001)).toBe(10_600);
  });

  it('takes the channel named, of its kind only', async () => {
    expect(okValue(await depositBy('pg', { amount: 2000, channelCode: 'USDT' })).channel).toBe('USDT');
    expect((await depositBy('ma', { amount: 2000, channelCode: 'USDT' })).json()).toMatchObject({
      success: false,
      errorCode: 'CHANNEL_NOT_FOUND',
    });
  });

  it('qr needs a QR channel of the merchant', async () => {
    expect((await depositBy('qr', { amount: 500 })).json()).toMatchObject({ errorCode: 'CHANNEL_NOT_FOUND' });
    const { depositChannels } = await adminCaller(t).cashier.settings({});
    await adminCaller(t).cashier.setSettings({
      depositChannels: [
        ...depositChannels,
        { code: 'BDQR', name: 'Bangla QR', type: 'QR', minAmount: 100, maxAmount: 5000 },
      ],
    });
    expect(okValue(await depositBy('qr', { amount: 500 })).channel).toBe('BDQR');
  });

  it('answers a retry with the first order, and keeps the channel range', async () => {
    const first = okValue(await depositBy('mt', { amount: 700, requestId: 'legacy-d1' }));
    expect(okValue(await depositBy('mt', { amount: 700, requestId: 'legacy-d1' })).referenceNo).toBe(
      first.referenceNo,
    );
    expect(await t.db.moneyOrder.count({ where: { type: 'DEPOSIT', memberId: 1001 } })).toBe(1);
    expect((await depositBy('mt', { amount: 100 })).json()).toMatchObject({
      errorCode: 'AMOUNT_OUT_OF_RANGE',
    });
  });

  it('is refused to a trial account and answers 400 to a malformed amount', async () => {
    const trial = await adminCaller(t).members.create({ persona: 'trial' });
    const trialToken = await loginAs(t, trial.username, trial.password);
    const refused = await wps(t, 'POST', '/wps/transaction/deposit/pg', {
      token: trialToken,
      body: { amount: 500 },
    });
    expect(refused.json()).toMatchObject({ errorCode: 'in_need_true_account' });
    expect((await depositBy('pg', { amount: '5e2' })).statusCode).toBe(400);
  });
});

describe('POST /wps/transaction/withdraw', () => {
  it('withdraws to a bound card: the v2 order, the amount held at once', async () => {
    const bankCardId = await boundCard();
    const order = okValue(await legacyWithdraw({ amount: 800, paymentPassword: '123456', bankCardId }));
    expect(order).toMatchObject({ type: 'WITHDRAW', status: 'PENDING', amount: 800, channel: 'BKASH' });
    expect(await mainBalance(t, 1001)).toBe(9200);
    const stored = await t.db.moneyOrder.findUniqueOrThrow({ where: { referenceNo: order.referenceNo } });
    expect(stored.details).toMatchObject({ bankCode: 'BKASH', accountNo: '01799887766' });
  });

  it('takes the jQuery client body: raw DES text with the Encryption header', async () => {
    const bankCardId = await boundCard();
    const { rsa, des } = encryptPayload(
      { amount: 150, paymentPassword: '123456', bankCardId },
      t.sim.rsaKey.modulusHex,
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/wps/transaction/withdraw',
      headers: {
        merchant: 'sim001',
        authorization: token,
        'content-type': 'application/json',
        encryption: rsa,
      },
      payload: des,
    });
    expect(okValue(response)).toMatchObject({ status: 'PENDING', amount: 150 });
  });

  it.each([
    [{ paymentPassword: '000000' }, 'PAYMENT_PASSWORD_INCORRECT'],
    [{ amount: 99 }, 'AMOUNT_OUT_OF_RANGE'],
    [{ bankCardId: 999_999 }, 'BANK_CARD_NOT_FOUND'],
  ])('refuses %j with %s and holds nothing', async (overrides, errorCode) => {
    const bankCardId = await boundCard();
    const response = await legacyWithdraw({
      amount: 500,
      paymentPassword: '123456',
      bankCardId,
      ...overrides,
    });
    expect(response.json()).toMatchObject({ success: false, errorCode });
    expect(await mainBalance(t, 1001)).toBe(10_000);
  });

  it('asks for a bank card first', async () => {
    const response = await legacyWithdraw({ amount: 500, paymentPassword: '123456', bankCardId: 1 });
    expect(response.json()).toMatchObject({ errorCode: 'BANK_CARD_REQUIRED' });
  });

  it('must arrive encrypted', async () => {
    const response = await wps(t, 'POST', '/wps/transaction/withdraw', {
      token,
      body: { amount: 500, paymentPassword: '123456', bankCardId: 1 },
    });
    expect(response.statusCode).toBe(400);
  });

  it('is held back, as the v2 withdrawal is, while a turnover lock holds the main wallet', async () => {
    const bankCardId = await boundCard();
    await adminCaller(t).walletLocks.add({ username: 'demo01', turnover: 1000 });
    expect(
      (await legacyWithdraw({ amount: 500, paymentPassword: '123456', bankCardId })).json(),
    ).toMatchObject({
      errorCode: 'WALLET_LOCKED',
      value: { accountName: 'MAIN', current_to_required: 1000 },
    });
    expect((await withdraw(t, token, aWithdrawal())).json().errorCode).toBe('WALLET_LOCKED');
    expect(await mainBalance(t, 1001)).toBe(10_000);
  });
});

describe('the bank lists', () => {
  it('GET /wps/system/depositBanks: every channel with its kinds and, for manual kinds, where to pay', async () => {
    const { banks, currency } = depositBanksSchema.parse(
      okValue(await wps(t, 'GET', '/wps/system/depositBanks', { token })),
    );
    expect(currency).toBe('BDT');
    expect(banks.find((b) => b.code === 'BKASH')).toMatchObject({
      kinds: ['pg', 'ma'],
      accountName: expect.any(String),
    });
    expect(banks.find((b) => b.code === 'BANK')).toMatchObject({
      kinds: ['mt'],
      bankName: 'Dutch-Bangla Bank',
    });
    expect(banks.find((b) => b.code === 'USDT')).toMatchObject({ kinds: ['pg'], accountNo: null });
  });

  it('GET /wps/system/withdrawBanks: the banks a card may be bound at', async () => {
    const { banks } = withdrawBanksSchema.parse(
      okValue(await wps(t, 'GET', '/wps/system/withdrawBanks', { token })),
    );
    expect(banks).toContainEqual({ bankCode: 'BKASH', bankName: 'bKash', type: 'EWALLET' });
    expect(banks).toHaveLength(8);
    expect((await wps(t, 'GET', '/wps/system/withdrawBanks')).statusCode).toBe(401);
  });
});

describe('the deposit and withdrawal records', () => {
  it('list the orders of their type in the range, with the total', async () => {
    const bankCardId = await boundCard();
    const pending = okValue(await depositBy('mt', { amount: 1000 }));
    okValue(await depositBy('pg', { amount: 300 }));
    await adminCaller(t).cashier.approveDeposit({ referenceNo: pending.referenceNo });
    okValue(await legacyWithdraw({ amount: 200, paymentPassword: '123456', bankCardId }));

    const deposits = cashierRecordSchema.parse(
      okValue(await wps(t, 'GET', '/wps/report/depositTransaction', { token })),
    );
    expect(deposits.list.map((o) => o.type)).toEqual(['DEPOSIT', 'DEPOSIT']);
    expect(deposits).toMatchObject({ totalCount: 2, totalAmount: 1300 });
    const approved = cashierRecordSchema.parse(
      okValue(await wps(t, 'GET', '/wps/report/depositTransaction?status=APPROVED&pageSize=10', { token })),
    );
    expect(approved).toMatchObject({ totalCount: 1, totalAmount: 1000 });
    const withdrawals = cashierRecordSchema.parse(
      okValue(await wps(t, 'GET', '/wps/report/withdrawTransaction', { token })),
    );
    expect(withdrawals).toMatchObject({ totalCount: 1, totalAmount: 200 });
    expect((await wps(t, 'GET', '/wps/report/withdrawTransaction?status=NOPE', { token })).statusCode).toBe(
      400,
    );
  });
});
