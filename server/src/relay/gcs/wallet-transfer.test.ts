import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminCaller, mainBalance, okValue, transfer } from '../../test/cashier-helpers.ts';
import {
  adminMutation,
  backToSeed,
  createTestApp,
  loginAs,
  setFlag,
  type TestApp,
  wps,
} from '../../test/harness.ts';
import { gameOf, launch, newRoundId, provider, providerToken } from '../../test/play-helpers.ts';

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

const balance = async () => okValue(await wps(t, 'GET', '/wps/v2/wallets/balance?typeId=0', { token }));

describe('GCS_walletTransfer on a multi-wallet merchant', () => {
  it('moves money between main and a vendor wallet; sumBalance stays the sum', async () => {
    const out = okValue(
      await transfer(t, token, { from: 'MAIN', to: 'PG', amount: 1200.25, requestId: 't1' }),
    );
    expect(out).toMatchObject({ type: 'TRANSFER', status: 'SUCCESS', fromWallet: 'MAIN', toWallet: 'PG' });
    expect(await mainBalance(t, 1001)).toBe(8799.75);
    expect(await mainBalance(t, 1001, 'PG')).toBe(1200.25);
    const listed = await balance();
    expect(listed.sumBalance).toBe(10_000);
    const wallets = listed.balance as {
      accountTypeName: string;
      availBalance: number;
      accountTypeId: number;
    }[];
    expect(wallets[0]).toMatchObject({ accountTypeId: 2, accountTypeName: 'MAIN', availBalance: 8799.75 });
    expect(wallets.find((w) => w.accountTypeName === 'PG')).toMatchObject({ availBalance: 1200.25 });
    expect(wallets.reduce((sum, w) => sum + w.availBalance, 0)).toBeCloseTo(10_000, 2);

    okValue(await transfer(t, token, { from: 'PG', to: 'MAIN', amount: 200.25 }));
    expect(await mainBalance(t, 1001)).toBe(9000);
  });

  it('applies a retried transfer once', async () => {
    await Promise.all(
      [1, 2, 3].map(() => transfer(t, token, { from: 'MAIN', to: 'JL', amount: 100, requestId: 'r' })),
    );
    expect(await mainBalance(t, 1001, 'JL')).toBe(100);
  });

  it('recalls every vendor wallet to main', async () => {
    okValue(await transfer(t, token, { from: 'MAIN', to: 'PG', amount: 300 }));
    okValue(await transfer(t, token, { from: 'MAIN', to: 'JL', amount: 200 }));
    const recalled = okValue(await transfer(t, token, { from: 'ALL', to: 'MAIN', requestId: 'all-1' }));
    expect(recalled).toMatchObject({ amount: 500, fromWallet: 'ALL', toWallet: 'MAIN' });
    expect(await mainBalance(t, 1001)).toBe(10_000);
    // replayed: the same order, and an empty recall is refused
    expect(
      okValue(await transfer(t, token, { from: 'ALL', to: 'MAIN', requestId: 'all-1' })).referenceNo,
    ).toBe(recalled.referenceNo);
    expect((await transfer(t, token, { from: 'ALL', to: 'MAIN' })).json()).toMatchObject({
      errorCode: 'INSUFFICIENT_BALANCE',
    });
  });

  it.each([
    [{ from: 'MAIN', to: 'PG', amount: 10_000.01 }, 'INSUFFICIENT_BALANCE'],
    [{ from: 'MAIN', to: 'NOSUCH', amount: 1 }, 'WALLET_NOT_FOUND'],
    [{ from: 'ALL', to: 'PG' }, 'WALLET_NOT_FOUND'],
  ])('refuses %j with %s', async (body, errorCode) => {
    expect((await transfer(t, token, body)).json()).toMatchObject({ success: false, errorCode });
    expect(await mainBalance(t, 1001)).toBe(10_000);
  });

  it.each([
    [{ from: 'MAIN', to: 'MAIN', amount: 1 }],
    [{ from: 'MAIN', to: 'PG' }],
    [{ from: 'MAIN', to: 'PG', amount: 0 }],
  ])('answers malformed %j with 400', async (body) => {
    expect((await transfer(t, token, body)).statusCode).toBe(400);
  });

  it('is off with FUNDTRANS3', async () => {
    await setFlag(t, 'FUNDTRANS3', false);
    expect((await transfer(t, token, { from: 'MAIN', to: 'PG', amount: 1 })).json()).toMatchObject({
      errorCode: 'function.not.available',
    });
  });

  it('moves the main wallet into the vendor wallet on a confirmTrans=1 launch', async () => {
    const game = await gameOf(t, { gameType: 'RNG' });
    expect((await launch(t, token, game.id, '&confirmTrans=1')).json().success).toBe(true);
    expect(await mainBalance(t, 1001)).toBe(0);
    expect(await mainBalance(t, 1001, game.vendorCode)).toBe(10_000);
    const record = await t.db.moneyOrder.findFirstOrThrow({ where: { memberId: 1001, type: 'TRANSFER' } });
    expect(record).toMatchObject({
      fromWallet: 'MAIN',
      toWallet: game.vendorCode,
      remark: 'transfer on launch',
    });
    // nothing left to move: a second launch moves nothing
    await launch(t, token, game.id, '&confirmTrans=1');
    expect(await t.db.moneyOrder.count({ where: { memberId: 1001, type: 'TRANSFER' } })).toBe(1);
  });

  it("plays a vendor's games from its sub-wallet", async () => {
    const game = await gameOf(t, { gameType: 'RNG' });
    okValue(await transfer(t, token, { from: 'MAIN', to: game.vendorCode, amount: 50 }));
    const session = await providerToken(t, token, game.id);
    // a random win could pay for the stake refused below (CI run 17 drew one): this round wins twice its stake
    await adminMutation(t, 'provider.forceOutcome', { username: 'demo01', multiplier: 2 });
    const round = (await provider(t, 'round', { token: session, roundId: newRoundId(), stake: 10 })).json()
      .value;
    expect(round.win).toBe(20);
    expect(await mainBalance(t, 1001)).toBe(9950);
    expect(await mainBalance(t, 1001, game.vendorCode)).toBe(round.balance);
    expect(round.balance).toBeCloseTo(40 + round.win, 2);
    const refused = await provider(t, 'round', { token: session, roundId: newRoundId(), stake: 100 });
    expect(refused.json()).toMatchObject({ success: false, errorCode: 'INSUFFICIENT_BALANCE' });
  });
});

describe('GCS_walletTransfer on a single-wallet merchant', () => {
  it('has nothing to transfer', async () => {
    await adminCaller(t).brand.set({ singleWallet: true });
    const merchantWallet = okValue(await wps(t, 'GET', '/wps/relay/GCS_merchantWallet', { token }));
    expect(merchantWallet).toEqual({ isSingle: true });
    expect((await transfer(t, token, { from: 'MAIN', to: 'PG', amount: 1 })).json()).toMatchObject({
      success: false,
      errorCode: 'WALLET_SINGLE_MODE',
    });
    expect((await balance()).balance).toHaveLength(1);
  });

  it('still lists a vendor wallet left with money after switching to a single wallet', async () => {
    okValue(await transfer(t, token, { from: 'MAIN', to: 'PG', amount: 75 }));
    await adminCaller(t).brand.set({ singleWallet: true });
    const listed = await balance();
    expect((listed.balance as { accountTypeName: string }[]).map((w) => w.accountTypeName)).toEqual([
      'MAIN',
      'PG',
    ]);
    expect(listed.sumBalance).toBe(10_000);
  });
});
