// endpoint-registry.md J, the legacy jQuery client's money family, called over a real port as that
// client calls it (its public WPS file): token headers on every call, the form-encoded transfers, the
// JSON deposits, and the withdrawal, bank card and security questions RSA+DES encrypted with the raw DES
// text as the body and the Encryption header (`data: dataRSA`), the key fetched from /wps/session/key/rsa.
// State comes from the shipped scenario file legacy-cashier.yaml. Every answer is parsed with the
// shared contract; the books balance at the end.
import { errorEnvelopeSchema } from '@sim/shared/envelope';
import { encryptPayload } from '@sim/shared/wire-crypto';
import { bankCardListSchema, withdrawBanksSchema } from '@sim/shared/wps/bank-card';
import { depositOrderSchema, orderSchema } from '@sim/shared/wps/cashier';
import {
  cashierRecordSchema,
  depositBanksSchema,
  legacyWalletListSchema,
  walletLockStateSchema,
  walletLocksSchema,
} from '@sim/shared/wps/legacy-money';
import {
  customerSecurityQuestionsSchema,
  securityQuestionListSchema,
} from '@sim/shared/wps/security-questions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, okValue, type RealSim, rsaModulus, startRealSim } from './support/real-client.ts';

let sim: RealSim;
let token: string;
beforeAll(async () => {
  sim = await startRealSim();
  await sim.admin('scenario.runFile', { file: 'legacy-cashier' });
  token = await loginAs(sim, 'legacy_qa', 'Legacy1234');
});
afterAll(async () => {
  await sim?.close();
});

/** The headers of every WPS.* call of the client: `{"Merchant": globalVar.merchantCode, "Authorization": token}`. */
const headers = () => ({ Merchant: 'sim001', Authorization: token });
const get = (path: string) => sim.call('GET', path, { headers: headers() });
const postJson = (path: string, data: unknown) =>
  sim.call('POST', path, {
    headers: { ...headers(), 'Content-Type': 'application/json' },
    body: JSON.stringify(data),
  });
/** `$.ajax({data: {...}, contentType: "application/x-www-form-urlencoded", type: "POST"})` */
const postForm = (path: string, data: Record<string, string | number>) =>
  sim.call('POST', path, {
    headers: { ...headers(), 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' },
    body: new URLSearchParams(Object.entries(data).map(([k, v]) => [k, String(v)])).toString(),
  });
/** withdraw / withdrawAddCard / setCustomerSecurityQuestions: the raw DES text, RSA of the reversed key in Encryption. */
async function encrypted(method: 'POST' | 'PUT', path: string, data: unknown) {
  const { rsa, des } = encryptPayload(data, await rsaModulus(sim));
  return sim.call(method, path, {
    headers: { ...headers(), 'Content-Type': 'application/json', Encryption: rsa },
    body: des,
  });
}

describe('the legacy wallet calls', () => {
  it('lists the wallets, reads the PG lock, and transfers by form', async () => {
    const list = okValue(await get('/wps/wallets'), legacyWalletListSchema);
    const main = list.wallets.find((w) => w.accountTypeId === 2)!;
    const pg = list.wallets.find((w) => w.accountName === 'PG')!;
    const jl = list.wallets.find((w) => w.accountName === 'JL')!;
    expect(main).toMatchObject({ accountName: 'MAIN', availBalance: 5000 });
    expect(pg.locked).toBe(true);

    // before moving money into PG the client asks lockStatus with the wallet's accountId
    const before = okValue(
      await get(`/wps/wallets/lockStatus?accountId=${pg.accountId}`),
      walletLockStateSchema,
    );
    expect(before).toMatchObject({ lock_status: 1, current_to_required: 500 });
    okValue(
      await postForm('/wps/wallets/transferFromMainWallet', {
        accountTypeId: pg.accountTypeId,
        amount: '200.00',
      }),
      orderSchema,
    );
    okValue(
      await postForm('/wps/wallets/transferFromMainWallet', {
        accountTypeId: jl.accountTypeId,
        amount: '100.00',
      }),
      orderSchema,
    );

    // and before moving it out, lockTransStatus, then lockStatusByType for what is left to bet
    const trans = okValue(
      await get(`/wps/wallets/lockTransStatus?accountTypeId=${pg.accountTypeId}`),
      walletLockStateSchema,
    );
    expect(trans.status).toBe(1);
    const locks = okValue(
      await get(`/wps/wallets/lockStatusByType?accountTypeId=${pg.accountTypeId}`),
      walletLocksSchema,
    );
    const toRequired = locks.locks
      .filter((l) => l.lock_status === 1)
      .reduce((sum, l) => sum + l.current_to_required, 0);
    expect(toRequired).toBe(500);
    const refused = await postForm('/wps/wallets/transferToMainWallet', {
      accountTypeId: pg.accountTypeId,
      amount: '50.00',
    });
    expect(errorEnvelopeSchema.parse(refused.json()).errorCode).toBe('WALLET_LOCKED');

    okValue(
      await postForm('/wps/wallets/transferSubToSubWallet', {
        fromAccountTypeId: jl.accountTypeId,
        toAccountTypeId: pg.accountTypeId,
        amount: '30.00',
      }),
      orderSchema,
    );
    okValue(
      await postForm('/wps/wallets/transferToMainWallet', {
        accountTypeId: jl.accountTypeId,
        amount: '70.00',
      }),
      orderSchema,
    );
    const after = okValue(await get('/wps/wallets'), legacyWalletListSchema);
    expect(after.wallets.find((w) => w.accountName === 'PG')?.availBalance).toBe(230);
    expect(after.wallets.find((w) => w.accountTypeId === 2)?.availBalance).toBe(4770);
    expect(after.sumBalance).toBe(5000);
  });
});

describe('the legacy cashier', () => {
  it('deposits by kind with the banks the client lists', async () => {
    const banks = okValue(await get('/wps/system/depositBanks'), depositBanksSchema);
    const manual = banks.banks.find((b) => b.kinds.includes('mt'))!;
    expect(manual.accountNo).toMatch(/\d/);
    const order = okValue(
      await postJson('/wps/transaction/deposit/mt', { amount: 1500, channelCode: manual.code }),
      depositOrderSchema,
    );
    expect(order).toMatchObject({ type: 'DEPOSIT', status: 'PENDING', channel: manual.code });
    expect(order.instructions?.accountNo).toBe(manual.accountNo);
    okValue(await postJson('/wps/transaction/deposit/pg', { amount: 300 }), depositOrderSchema);
    const record = okValue(
      await get('/wps/report/depositTransaction?pageNo=1&pageSize=10'),
      cashierRecordSchema,
    );
    expect(record).toMatchObject({ totalCount: 2, totalAmount: 1800 });
  });

  it('binds a second card and withdraws to the scenario card', async () => {
    okValue(await get('/wps/system/withdrawBanks'), withdrawBanksSchema);
    const bound = okValue(
      await encrypted('PUT', '/wps/member/bankCard', {
        bankCode: 'DBBL',
        accountNo: '2001234567890',
        paymentPassword: '123456',
      }),
      bankCardListSchema,
    );
    expect(bound.cards.map((c) => c.accountNo)).toEqual(['*******8888', '*********7890']);
    const listed = okValue(await get('/wps/member/bankCard'), bankCardListSchema);
    const bkash = listed.cards.find((c) => c.bankCode === 'BKASH')!;
    const order = okValue(
      await encrypted('POST', '/wps/transaction/withdraw', {
        amount: 400,
        paymentPassword: '123456',
        bankCardId: bkash.bankCardId,
      }),
      orderSchema,
    );
    expect(order).toMatchObject({ type: 'WITHDRAW', status: 'PENDING', channel: 'BKASH', amount: 400 });
    const record = okValue(await get('/wps/report/withdrawTransaction'), cashierRecordSchema);
    expect(record.list[0]?.referenceNo).toBe(order.referenceNo);
  });
});

describe('the security questions', () => {
  it('lists them, shows the answered ones, changes them and sets a forgotten payment password', async () => {
    const catalogue = okValue(await get('/wps/member/securityQuestions'), securityQuestionListSchema);
    expect(catalogue.length).toBeGreaterThanOrEqual(3);
    const mine = okValue(await get('/wps/member/customerSecurityQuestions'), customerSecurityQuestionsSchema);
    expect(mine.questions.map((q) => q.questionId)).toEqual([1, 2, 3]);
    const again = await encrypted('PUT', '/wps/member/customerSecurityQuestions', {
      questions: [
        { questionId: 4, answer: 'x' },
        { questionId: 5, answer: 'y' },
        { questionId: 6, answer: 'z' },
      ],
      password: 'Legacy1234',
    });
    expect(errorEnvelopeSchema.parse(again.json()).errorCode).toBe('SECURITY_QUESTIONS_ALREADY_SET');
    const changed = okValue(
      await encrypted('POST', '/wps/member/customerSecurityQuestions', {
        questions: [
          { questionId: 4, answer: 'Khulna' },
          { questionId: 5, answer: 'Hilsa' },
          { questionId: 6, answer: 'Rafiq' },
        ],
        oldQuestions: [
          { questionId: 1, answer: 'Dhaka' },
          { questionId: 2, answer: 'BEGUM' },
          { questionId: 3, answer: 'rex' },
        ],
      }),
      customerSecurityQuestionsSchema,
    );
    expect(changed.questions.map((q) => q.questionId)).toEqual([4, 5, 6]);
    const reset = await encrypted('PUT', '/wps/member/paymentPassword', {
      paymentPassword: '778899',
      confirmPaymentPassword: '778899',
      securityAnswers: [
        { questionId: 4, answer: 'khulna' },
        { questionId: 5, answer: 'hilsa' },
        { questionId: 6, answer: 'rafiq' },
      ],
    });
    expect(reset.json()).toMatchObject({ success: true, value: { hasPaymentPassword: true } });
  });
});

describe('the books', () => {
  it('balance after the legacy calls', async () => {
    expect(await sim.admin<{ balanced: boolean }>('wallet.audit', undefined, 'query')).toMatchObject({
      balanced: true,
    });
  });
});
