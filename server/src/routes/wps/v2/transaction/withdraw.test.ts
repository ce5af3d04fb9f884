import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  adminCaller,
  aWithdrawal,
  mainBalance,
  okValue,
  withdraw,
} from '../../../../test/cashier-helpers.ts';
import { backToSeed, createTestApp, loginAs, type TestApp, wps } from '../../../../test/harness.ts';
import {
  APPENDED_HTML,
  JPEG,
  JPEG_BYTES,
  jpegDataUrl,
  PNG,
  PNG_BYTES,
  pngDataUrl,
  pngDeclaring,
  pngOfSize,
  truncated,
} from '../../../../test/images.ts';

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

const statusOf = async (referenceNo: string) =>
  (await t.db.moneyOrder.findUniqueOrThrow({ where: { referenceNo } })).status;

const confirm = (body: Record<string, unknown>) =>
  wps(t, 'POST', '/wps/relay/MCSFE_processC2CTransaction', { token, body });

async function paidWithdrawal(amount = 500) {
  const order = okValue(await withdraw(t, token, aWithdrawal({ amount })));
  await adminCaller(t).cashier.payWithdrawal({ referenceNo: order.referenceNo });
  return order.referenceNo;
}

describe('MCSFE_getWithdrawSettings', () => {
  it('gives the limits, the remaining count and the main balance', async () => {
    const value = okValue(await wps(t, 'GET', '/wps/relay/MCSFE_getWithdrawSettings?groupId=0', { token }));
    expect(value).toMatchObject({
      minimumAmount: 100,
      maximumAmount: 50_000,
      dailyCountLimit: 5,
      remainingCount: 5,
      availableBalance: 10_000,
      hasPaymentPassword: true,
      payeeName: 'Demo Member',
      confirmMinutes: 30,
    });
  });
});

describe('POST /wps/v2/transaction/withdraw', () => {
  it('holds the amount at once and answers a pending order', async () => {
    const order = okValue(await withdraw(t, token, aWithdrawal({ amount: 1234.56, requestId: 'w-1' })));
    expect(order).toMatchObject({ type: 'WITHDRAW', status: 'PENDING', amount: 1234.56, channel: 'BKASH' });
    expect(await mainBalance(t, 1001)).toBe(10_000 - 1234.56);
    // the same request again: the same order, nothing held twice
    const again = okValue(await withdraw(t, token, aWithdrawal({ amount: 1234.56, requestId: 'w-1' })));
    expect(again.referenceNo).toBe(order.referenceNo);
    expect(await mainBalance(t, 1001)).toBe(10_000 - 1234.56);
  });

  it('must arrive encrypted', async () => {
    const response = await wps(t, 'POST', '/wps/v2/transaction/withdraw', { token, body: aWithdrawal() });
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
  });

  it.each([
    [{ paymentPassword: '654321' }, 'PAYMENT_PASSWORD_INCORRECT'],
    [{ amount: 99 }, 'AMOUNT_OUT_OF_RANGE'],
    [{ amount: 50_001 }, 'AMOUNT_OUT_OF_RANGE'],
    [{ bankCode: 'NOPE' }, 'CHANNEL_NOT_FOUND'],
  ])('refuses %j with %s and holds nothing', async (overrides, errorCode) => {
    expect((await withdraw(t, token, aWithdrawal(overrides))).json()).toMatchObject({
      success: false,
      errorCode,
    });
    expect(await mainBalance(t, 1001)).toBe(10_000);
  });

  it('never takes the wallet below zero', async () => {
    await adminCaller(t).cashier.setSettings({ withdrawMax: 1_000_000 });
    const response = await withdraw(t, token, aWithdrawal({ amount: 10_000.01 }));
    expect(response.json()).toMatchObject({ success: false, errorCode: 'INSUFFICIENT_BALANCE' });
    expect(await t.db.moneyOrder.count({ where: { type: 'WITHDRAW' } })).toBe(0);
  });

  it('asks for a payment password first when none is set', async () => {
    const noPaymentPassword = await loginAs(t, 'down03', 'Down1234');
    const response = await withdraw(t, noPaymentPassword, aWithdrawal({ amount: 100 }));
    expect(response.json()).toMatchObject({ success: false, errorCode: 'PAYMENT_PASSWORD_NOT_SET' });
  });

  it('stops at the daily count, even for parallel requests', async () => {
    await adminCaller(t).cashier.setSettings({ withdrawDailyCount: 2 });
    const responses = await Promise.all(
      [1, 2, 3, 4].map((n) => withdraw(t, token, aWithdrawal({ amount: 100, requestId: `n${n}` }))),
    );
    const codes = responses.map((r) => r.json().errorCode ?? 'OK').sort();
    expect(codes).toEqual(['OK', 'OK', 'WITHDRAW_COUNT_EXCEEDED', 'WITHDRAW_COUNT_EXCEEDED']);
  });

  it.each([[{ accountNo: '12' }], [{ amount: 'all' }], [{ paymentPassword: '' }]])(
    'answers malformed %j with 400',
    async (overrides) => {
      const response = await withdraw(t, token, aWithdrawal(overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
    },
  );
});

describe('withdrawal confirmation (spec section 4)', () => {
  it('rejected before paying: the held amount comes back', async () => {
    const order = okValue(await withdraw(t, token, aWithdrawal({ amount: 700 })));
    await adminCaller(t).cashier.rejectWithdrawal({
      referenceNo: order.referenceNo,
      remark: 'account closed',
    });
    expect(await statusOf(order.referenceNo)).toBe('REJECTED');
    expect(await mainBalance(t, 1001)).toBe(10_000);
  });

  it('paid, then received: listed for confirmation until the member confirms', async () => {
    const referenceNo = await paidWithdrawal();
    const list = okValue(await wps(t, 'GET', '/wps/relay/MCSFE_getPaymentConfirmationList', { token }));
    expect(list.list).toEqual([expect.objectContaining({ referenceNo, status: 'PAID' })]);
    expect(okValue(await confirm({ referenceNo, action: 'RECEIVED' })).status).toBe('RECEIVED');
    // a double click answers the same state
    expect(okValue(await confirm({ referenceNo, action: 'RECEIVED' })).status).toBe('RECEIVED');
    expect(await mainBalance(t, 1001)).toBe(9_500);
    expect(
      (
        okValue(await wps(t, 'GET', '/wps/relay/MCSFE_getPaymentConfirmationList', { token }))
          .list as unknown[]
      ).length,
    ).toBe(0);
  });

  it('not confirmed within N minutes counts as received', async () => {
    const referenceNo = await paidWithdrawal();
    await adminCaller(t).clock.advance({ minutes: 29 });
    expect(await statusOf(referenceNo)).toBe('PAID');
    await adminCaller(t).clock.advance({ minutes: 1 });
    expect(await statusOf(referenceNo)).toBe('AUTO_RECEIVED');
    // half an hour idle ended the session as well
    token = await loginAs(t, 'demo01', 'Demo1234');
    expect((await confirm({ referenceNo, action: 'NOT_RECEIVED', proofs: [PNG] })).json()).toMatchObject({
      errorCode: 'ORDER_STATUS_INVALID',
    });
  });

  it('not received with proof, then found fully paid: no refund', async () => {
    const referenceNo = await paidWithdrawal();
    const claimed = okValue(
      await confirm({ referenceNo, action: 'NOT_RECEIVED', proofs: [PNG], remark: 'nothing' }),
    );
    expect(claimed).toMatchObject({ status: 'NOT_RECEIVED', dueTime: null, remark: 'nothing' });
    // the complaint stops the clock
    await adminCaller(t).clock.advance({ hours: 2 });
    expect(await statusOf(referenceNo)).toBe('NOT_RECEIVED');
    const seen = await adminCaller(t).cashier.order({ referenceNo });
    expect(seen).toMatchObject({ proofCount: 1, proofs: [PNG], accountNo: '01712345678' });
    await adminCaller(t).cashier.resolveWithdrawal({ referenceNo, outcome: 'FULLY_PAID' });
    expect(await statusOf(referenceNo)).toBe('FULLY_PAID');
    expect(await mainBalance(t, 1001)).toBe(9_500);
  });

  it('not received with proof, then refunded', async () => {
    const referenceNo = await paidWithdrawal();
    okValue(await confirm({ referenceNo, action: 'NOT_RECEIVED', proofs: [PNG] }));
    await adminCaller(t).cashier.resolveWithdrawal({ referenceNo, outcome: 'REFUNDED' });
    expect(await mainBalance(t, 1001)).toBe(10_000);
    await adminCaller(t).cashier.resolveWithdrawal({ referenceNo, outcome: 'REFUNDED' });
    expect(await mainBalance(t, 1001)).toBe(10_000);
    expect((await adminCaller(t).wallet.audit()).balanced).toBe(true);
  });

  it('forcibly received: never refunded afterwards', async () => {
    const referenceNo = await paidWithdrawal();
    okValue(await confirm({ referenceNo, action: 'NOT_RECEIVED', proofs: [PNG] }));
    await adminCaller(t).cashier.forceReceive({ referenceNo });
    await expect(
      adminCaller(t).cashier.resolveWithdrawal({ referenceNo, outcome: 'REFUNDED' }),
    ).rejects.toThrow(/FORCED_RECEIVED/);
    expect(await mainBalance(t, 1001)).toBe(9_500);
  });

  it('cannot pay a withdrawal twice, nor confirm one that is not paid yet', async () => {
    const order = okValue(await withdraw(t, token, aWithdrawal()));
    expect((await confirm({ referenceNo: order.referenceNo, action: 'RECEIVED' })).json()).toMatchObject({
      errorCode: 'ORDER_STATUS_INVALID',
    });
    await adminCaller(t).cashier.payWithdrawal({ referenceNo: order.referenceNo });
    await adminCaller(t).cashier.payWithdrawal({ referenceNo: order.referenceNo });
    const payouts = await t.db.ledgerTransaction.count({
      where: { idempotencyKey: { contains: order.referenceNo } },
    });
    expect(payouts).toBe(2); // hold + payout, once each
  });

  it("refuses another member's order", async () => {
    const referenceNo = await paidWithdrawal();
    const other = await loginAs(t, 'down01', 'Down1234');
    const response = await wps(t, 'POST', '/wps/relay/MCSFE_processC2CTransaction', {
      token: other,
      body: { referenceNo, action: 'RECEIVED' },
    });
    expect(response.json()).toMatchObject({ success: false, errorCode: 'ORDER_NOT_FOUND' });
  });

  it.each([
    [{ action: 'NOT_RECEIVED', proofs: [] }],
    [{ action: 'NOT_RECEIVED', proofs: ['data:image/gif;base64,R0lGOD=='] }],
    [{ action: 'NOT_RECEIVED', proofs: [PNG, PNG, PNG, PNG] }],
    [{ action: 'MAYBE' }],
  ])('validates the proof: %j', async (body) => {
    const referenceNo = await paidWithdrawal();
    const response = await confirm({ referenceNo, ...body });
    expect(response.statusCode).toBe(400);
    expect(await statusOf(referenceNo)).toBe('PAID');
  });

  it('answers a body beyond three 5 MB proofs with 413 in the envelope', async () => {
    const referenceNo = await paidWithdrawal();
    const huge = `data:image/png;base64,${'A'.repeat(8 * 1024 * 1024)}`;
    const response = await confirm({ referenceNo, action: 'NOT_RECEIVED', proofs: [huge, huge, huge] });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'request_body_too_large' });
    expect(await statusOf(referenceNo)).toBe('PAID');
  });

  it('takes proofs of up to 5 MB but not more', async () => {
    const referenceNo = await paidWithdrawal();
    const big = `data:image/jpeg;base64,${Buffer.alloc(5 * 1024 * 1024 + 10).toString('base64')}`;
    expect((await confirm({ referenceNo, action: 'NOT_RECEIVED', proofs: [big] })).statusCode).toBe(400);
    const fits = pngDataUrl(pngOfSize(1250, 1150)); // a real picture of about 4 MB
    expect(okValue(await confirm({ referenceNo, action: 'NOT_RECEIVED', proofs: [fits] })).status).toBe(
      'NOT_RECEIVED',
    );
  });

  it.each([
    ['a png label on other bytes', pngDataUrl(Buffer.from('proof image'))],
    ['a png signature alone', pngDataUrl(PNG_BYTES.subarray(0, 8))],
    ['a jpg header alone', jpegDataUrl(JPEG_BYTES.subarray(0, 6))],
    ['a truncated png', pngDataUrl(truncated(PNG_BYTES))],
    ['a truncated jpg', jpegDataUrl(truncated(JPEG_BYTES))],
    ['a png declaring 50000 x 50000 pixels', pngDataUrl(pngDeclaring(50_000, 50_000))],
    ['a png declaring 10⁹ x 10⁹ pixels', pngDataUrl(pngDeclaring(1e9, 1e9))],
  ])('refuses %s as a proof and changes nothing', async (_, bad) => {
    const referenceNo = await paidWithdrawal();
    const response = await confirm({ referenceNo, action: 'NOT_RECEIVED', proofs: [JPEG, bad] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
    expect(response.json().message).toMatch(/^Proof 2: /);
    expect(await statusOf(referenceNo)).toBe('PAID');
  });

  it('stores a proof without the bytes appended after the picture', async () => {
    const referenceNo = await paidWithdrawal();
    const withPage = pngDataUrl(Buffer.concat([PNG_BYTES, APPENDED_HTML]));
    okValue(await confirm({ referenceNo, action: 'NOT_RECEIVED', proofs: [withPage] }));
    expect((await adminCaller(t).cashier.order({ referenceNo })).proofs).toEqual([PNG]);
  });
});
