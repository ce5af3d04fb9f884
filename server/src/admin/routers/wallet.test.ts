import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminCaller, backToSeed, createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => backToSeed(t));

const caller = () => adminCaller(t);

describe('wallet.audit', () => {
  it('proves the seeded books balance', async () => {
    const audit = await caller().wallet.audit();
    expect(audit).toMatchObject({
      balanced: true,
      ledgerSum: 0,
      mismatchedAccounts: [],
      unbalancedTransactions: [],
      negativeWallets: [],
    });
    expect(audit.memberFunds).toBeGreaterThan(0);
  });

  it('finds an account whose balance no longer matches its entries', async () => {
    await t.db.walletAccount.updateMany({
      where: { code: 'member/1001/MAIN' },
      data: { balanceMinor: { increment: 1 } },
    });
    const audit = await caller().wallet.audit();
    expect(audit.balanced).toBe(false);
    expect(audit.mismatchedAccounts).toEqual([
      { code: 'member/1001/MAIN', balance: 10000.01, entries: 10000 },
    ]);
  });
});

describe('wallet.adjust', () => {
  it('credits and debits through the ledger, once per idempotency key', async () => {
    expect(
      await caller().wallet.adjust({
        username: 'demo01',
        amount: 250.5,
        reason: 'goodwill',
        idempotencyKey: 'k1',
      }),
    ).toEqual({
      username: 'demo01',
      referenceNo: expect.stringMatching(/^A\d{6}-[0-9A-F]{10}$/),
      balance: 10250.5,
      replayed: false,
    });
    expect(
      (
        await caller().wallet.adjust({
          username: 'demo01',
          amount: 250.5,
          reason: 'goodwill',
          idempotencyKey: 'k1',
        })
      ).replayed,
    ).toBe(true);
    expect((await caller().wallet.adjust({ username: 'demo01', amount: -0.5, reason: 'fee' })).balance).toBe(
      10250,
    );
    expect((await caller().wallet.audit()).balanced).toBe(true);
  });

  it('never debits below zero, and refuses bad amounts', async () => {
    await expect(
      caller().wallet.adjust({ username: 'down04', amount: -1000, reason: 'too much' }),
    ).rejects.toThrow(/Insufficient balance/);
    await expect(caller().wallet.adjust({ username: 'demo01', amount: 1.234, reason: 'x' })).rejects.toThrow(
      /2 decimals/,
    );
    await expect(caller().wallet.adjust({ username: 'ghost', amount: 1, reason: 'x' })).rejects.toThrow(
      /No member/,
    );
  });
});
