import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { backToSeed, createTestApp, type TestApp } from '../../test/harness.ts';
import { ensureHouseAccount, ensureMemberWallet, post } from './ledger.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => backToSeed(t));

async function accounts() {
  return t.db.$transaction(async (tx) => ({
    wallet: await ensureMemberWallet(tx, 'sim001', 1001),
    house: await ensureHouseAccount(tx, 'sim001', 'TEST'),
  }));
}

const transfer = (key: string, from: number, to: number, amountMinor: bigint) =>
  t.db.$transaction((tx) =>
    post(tx, {
      idempotencyKey: key,
      kind: 'TEST',
      postedAt: new Date(),
      lines: [
        { accountId: from, amountMinor: -amountMinor },
        { accountId: to, amountMinor },
      ],
    }),
  );

const balanceOf = async (id: number) =>
  (await t.db.walletAccount.findUniqueOrThrow({ where: { id } })).balanceMinor;

describe('ledger', () => {
  it('applies a posting once per idempotency key', async () => {
    const { wallet, house } = await accounts();
    const first = await transfer('k1', house.id, wallet.id, 500n);
    const replay = await transfer('k1', house.id, wallet.id, 500n);
    expect(replay).toEqual({ transactionId: first.transactionId, replayed: true });
    expect(await balanceOf(wallet.id)).toBe(1_000_000n + 500n);
  });

  it('never takes a member wallet below zero, and writes nothing when it refuses', async () => {
    const { wallet, house } = await accounts();
    await expect(transfer('k2', wallet.id, house.id, 1_000_001n)).rejects.toThrow('Insufficient balance');
    expect(await balanceOf(wallet.id)).toBe(1_000_000n);
    expect(await t.db.ledgerTransaction.count({ where: { idempotencyKey: 'k2' } })).toBe(0);
  });

  it('refuses postings that do not balance', async () => {
    const { wallet } = await accounts();
    const unbalanced = t.db.$transaction((tx) =>
      post(tx, {
        idempotencyKey: 'k3',
        kind: 'TEST',
        postedAt: new Date(),
        lines: [{ accountId: wallet.id, amountMinor: 1n }],
      }),
    );
    await expect(unbalanced).rejects.toThrow(/unbalanced/);
  });

  it('keeps every balance equal to the sum of its entries, and the books at zero', async () => {
    const { wallet, house } = await accounts();
    await transfer('k4', wallet.id, house.id, 2_500n);
    await transfer('k5', house.id, wallet.id, 700n);
    for (const account of await t.db.walletAccount.findMany({ include: { entries: true } })) {
      expect(account.entries.reduce((s, e) => s + e.amountMinor, 0n)).toBe(account.balanceMinor);
    }
    const all = await t.db.ledgerEntry.findMany({ select: { amountMinor: true } });
    expect(all.reduce((s, e) => s + e.amountMinor, 0n)).toBe(0n);
  });
});
