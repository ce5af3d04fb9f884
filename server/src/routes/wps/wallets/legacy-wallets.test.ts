// The legacy /wps/wallets family: the wallet list, the turnover locks and the form transfers, on the
// ledger (the books balance after every money test).
import {
  legacyWalletListSchema,
  walletLockStateSchema,
  walletLocksSchema,
} from '@sim/shared/wps/legacy-money';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminCaller, mainBalance, okValue, transfer } from '../../../test/cashier-helpers.ts';
import {
  adminMutation,
  backToSeed,
  createTestApp,
  loginAs,
  setFlag,
  type TestApp,
  wps,
} from '../../../test/harness.ts';
import { gameOf, newRoundId, provider, providerToken } from '../../../test/play-helpers.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await backToSeed(t);
  await adminCaller(t).brand.set({ singleWallet: false });
  token = await loginAs(t, 'demo01', 'Demo1234');
});
afterEach(async () => {
  expect((await adminCaller(t).wallet.audit()).balanced).toBe(true);
});

const wallets = async () =>
  legacyWalletListSchema.parse(okValue(await wps(t, 'GET', '/wps/wallets', { token })));
const typeIdOf = async (name: string) =>
  (await wallets()).wallets.find((w) => w.accountName === name)!.accountTypeId;

/** A form post, as the jQuery client sends it ($.ajax with application/x-www-form-urlencoded). */
const form = (path: string, fields: Record<string, string | number>) =>
  t.app.inject({
    method: 'POST',
    url: `/wps/wallets/${path}`,
    headers: {
      merchant: 'sim001',
      authorization: token,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams(
      Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)]),
    ).toString(),
  });

const lockState = async (path: string, typeId: number, param = 'accountTypeId') =>
  walletLockStateSchema.parse(
    okValue(await wps(t, 'GET', `/wps/wallets/${path}?${param}=${typeId}`, { token })),
  );

describe('GET /wps/wallets', () => {
  it('lists the main wallet (accountTypeId 2) and a wallet per vendor with their balances', async () => {
    okValue(await transfer(t, token, { from: 'MAIN', to: 'PG', amount: 250 }));
    const list = await wallets();
    expect(list.singleWallet).toBe(false);
    expect(list.wallets[0]).toMatchObject({
      accountTypeId: 2,
      accountId: 2,
      accountName: 'MAIN',
      isMain: true,
      availBalance: 9750,
    });
    expect(list.wallets.find((w) => w.accountName === 'PG')).toMatchObject({
      availBalance: 250,
      balance: 250,
      locked: false,
    });
    expect(list.sumBalance).toBe(10_000);
  });

  it('lists the main wallet alone on a single-wallet merchant', async () => {
    await adminCaller(t).brand.set({ singleWallet: true });
    const list = await wallets();
    expect(list).toMatchObject({ singleWallet: true, sumBalance: 10_000 });
    expect(list.wallets.map((w) => w.accountName)).toEqual(['MAIN']);
  });

  it('answers 401 without a token', async () => {
    const response = await wps(t, 'GET', '/wps/wallets');
    expect(response.statusCode).toBe(401);
  });
});

describe('the form transfers', () => {
  it('moves money into a sub-wallet, back, and between two sub-wallets, each an order', async () => {
    const [pg, jl] = [await typeIdOf('PG'), await typeIdOf('JL')];
    const into = okValue(await form('transferFromMainWallet', { accountTypeId: pg, amount: '300.50' }));
    expect(into).toMatchObject({
      type: 'TRANSFER',
      status: 'SUCCESS',
      fromWallet: 'MAIN',
      toWallet: 'PG',
      amount: 300.5,
    });
    okValue(
      await form('transferSubToSubWallet', { fromAccountTypeId: pg, toAccountTypeId: jl, amount: 100 }),
    );
    okValue(await form('transferToMainWallet', { accountTypeId: jl, amount: 40 }));
    expect(await mainBalance(t, 1001)).toBe(9739.5);
    expect(await mainBalance(t, 1001, 'PG')).toBe(200.5);
    expect(await mainBalance(t, 1001, 'JL')).toBe(60);
    expect(await t.db.moneyOrder.count({ where: { memberId: 1001, type: 'TRANSFER' } })).toBe(3);
  });

  it('applies a retried transfer once (requestId in the form)', async () => {
    const pg = await typeIdOf('PG');
    const fields = { accountTypeId: pg, amount: 10, requestId: 'legacy-1' };
    const [a, b] = [
      await form('transferFromMainWallet', fields),
      await form('transferFromMainWallet', fields),
    ];
    expect(okValue(a).referenceNo).toBe(okValue(b).referenceNo);
    expect(await mainBalance(t, 1001, 'PG')).toBe(10);
  });

  it.each([
    ['transferToMainWallet', { accountTypeId: 2, amount: 1 }, 'WALLET_NOT_FOUND'],
    ['transferFromMainWallet', { accountTypeId: 99_999, amount: 1 }, 'WALLET_NOT_FOUND'],
    ['transferFromMainWallet', { accountTypeId: 'PG', amount: 1 }, 'request_param_err'],
    ['transferFromMainWallet', { accountTypeId: 100, amount: '1e3' }, 'request_param_err'],
  ])('%s refuses %j with %s and moves nothing', async (path, fields, errorCode) => {
    expect((await form(path, fields as Record<string, string | number>)).json()).toMatchObject({
      success: false,
      errorCode,
    });
    expect(await mainBalance(t, 1001)).toBe(10_000);
  });

  it('never takes a wallet below zero', async () => {
    const pg = await typeIdOf('PG');
    expect((await form('transferToMainWallet', { accountTypeId: pg, amount: 1 })).json()).toMatchObject({
      errorCode: 'INSUFFICIENT_BALANCE',
    });
  });

  it('is refused on a single-wallet merchant and with FUNDTRANS3 off', async () => {
    const pg = await typeIdOf('PG');
    await setFlag(t, 'FUNDTRANS3', false);
    expect((await form('transferFromMainWallet', { accountTypeId: pg, amount: 1 })).json()).toMatchObject({
      errorCode: 'function.not.available',
    });
    await setFlag(t, 'FUNDTRANS3', true);
    await adminCaller(t).brand.set({ singleWallet: true });
    expect((await form('transferFromMainWallet', { accountTypeId: pg, amount: 1 })).json()).toMatchObject({
      errorCode: 'WALLET_SINGLE_MODE',
    });
  });

  it('refuses a trial account', async () => {
    const trial = await adminCaller(t).members.create({ persona: 'trial' });
    const trialToken = await loginAs(t, trial.username, trial.password);
    const response = await t.app.inject({
      method: 'POST',
      url: '/wps/wallets/transferFromMainWallet',
      headers: {
        merchant: 'sim001',
        authorization: trialToken,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'accountTypeId=100&amount=1',
    });
    expect(response.json()).toMatchObject({ success: false, errorCode: 'in_need_true_account' });
  });
});

describe('turnover locks', () => {
  it('hold a wallet until enough is bet from it, then let the money out', async () => {
    const game = await gameOf(t, { gameType: 'RNG' });
    const vendor = await typeIdOf(game.vendorCode);
    okValue(await form('transferFromMainWallet', { accountTypeId: vendor, amount: 500 }));
    await adminCaller(t).walletLocks.add({
      username: 'demo01',
      wallet: game.vendorCode,
      turnover: 30,
      reason: 'bonus',
    });

    expect(await lockState('lockTransStatus', vendor)).toMatchObject({
      status: 1,
      locked: true,
      current_to_required: 30,
    });
    expect(await lockState('lockStatus', vendor, 'accountId')).toMatchObject({
      lock_status: 1,
      accountName: game.vendorCode,
    });
    expect(await lockState('lockTransStatus', 2)).toMatchObject({ status: 0, current_to_required: 0 });
    expect((await wallets()).wallets.find((w) => w.accountTypeId === vendor)?.locked).toBe(true);
    // money may not leave it: the legacy form, the relay, a recall of every wallet
    expect((await form('transferToMainWallet', { accountTypeId: vendor, amount: 1 })).json()).toMatchObject({
      errorCode: 'WALLET_LOCKED',
      value: { accountName: game.vendorCode, current_to_required: 30 },
    });
    expect(
      (await transfer(t, token, { from: game.vendorCode, to: 'MAIN', amount: 1 })).json().errorCode,
    ).toBe('WALLET_LOCKED');
    // money may still come in
    okValue(await form('transferFromMainWallet', { accountTypeId: vendor, amount: 20 }));

    // bet 20 of the 30 from the wallet, then 10 more
    const session = await providerToken(t, token, game.id);
    for (const stake of [20, 10]) {
      await adminMutation(t, 'provider.forceOutcome', { username: 'demo01', multiplier: 0 });
      expect(
        (await provider(t, 'round', { token: session, roundId: newRoundId(), stake })).json().success,
      ).toBe(true);
      if (stake === 20) expect((await lockState('lockTransStatus', vendor)).current_to_required).toBe(10);
    }
    expect(await lockState('lockTransStatus', vendor)).toMatchObject({ status: 0, locked: false });
    const byType = walletLocksSchema.parse(
      okValue(await wps(t, 'GET', `/wps/wallets/lockStatusByType?accountTypeId=${vendor}`, { token })),
    );
    expect(byType.locks[0]).toMatchObject({
      lock_status: 0,
      turnoverRequired: 30,
      turnoverAchieved: 30,
      reason: 'bonus',
    });
    okValue(await form('transferToMainWallet', { accountTypeId: vendor, amount: 490 }));
    expect(await mainBalance(t, 1001)).toBe(9970);
  });

  it('keep a locked wallet out of a recall of every wallet; lifting one lets its money out', async () => {
    okValue(await transfer(t, token, { from: 'MAIN', to: 'PG', amount: 300 }));
    okValue(await transfer(t, token, { from: 'MAIN', to: 'JL', amount: 200 }));
    const lock = await adminCaller(t).walletLocks.add({ username: 'demo01', wallet: 'PG', turnover: 1000 });
    const recalled = okValue(await transfer(t, token, { from: 'ALL', to: 'MAIN' }));
    expect(recalled.amount).toBe(200);
    expect(await mainBalance(t, 1001, 'PG')).toBe(300);
    const byType = walletLocksSchema.parse(
      okValue(
        await wps(t, 'GET', `/wps/wallets/lockStatusByType?accountTypeId=${await typeIdOf('PG')}`, { token }),
      ),
    );
    expect(byType).toMatchObject({ accountName: 'PG', totalToRequired: 1000 });
    await adminCaller(t).walletLocks.lift({ username: 'demo01', lockId: lock.lockId });
    okValue(await transfer(t, token, { from: 'ALL', to: 'MAIN' }));
    expect(await mainBalance(t, 1001)).toBe(10_000);
  });

  it('name no wallet that is not there', async () => {
    const response = await wps(t, 'GET', '/wps/wallets/lockStatusByType?accountTypeId=7', { token });
    expect(response.json()).toMatchObject({ success: false, errorCode: 'WALLET_NOT_FOUND' });
    expect((await wps(t, 'GET', '/wps/wallets/lockStatus?accountTypeId=abc', { token })).statusCode).toBe(
      400,
    );
  });
});
