import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sqlTransaction } from '../../db/sql.ts';
import { backToSeed, createTestApp, type TestApp } from '../../test/harness.ts';
import { ensureHouseAccount, ensureMemberWallet, post, postMoveSql } from './ledger.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => backToSeed(t));

const MEMBER = 1001;
const move = (key: string, amountMinor: bigint) =>
  sqlTransaction(t.db, (sql) =>
    postMoveSql(sql, 'sim001', {
      idempotencyKey: key,
      kind: 'TEST',
      postedAt: new Date(),
      from: { memberId: MEMBER, wallet: 'MAIN' },
      to: { house: 'TEST' },
      amountMinor,
    }),
  );
const balance = async () =>
  (await t.db.walletAccount.findUniqueOrThrow({ where: { code: `member/${MEMBER}/MAIN` } })).balanceMinor;
const keyed = (key: string) => t.db.ledgerTransaction.count({ where: { idempotencyKey: key } });

describe('plain-SQL transactions on Prisma’s connection', () => {
  it('wait for an open Prisma transaction instead of joining it (its rollback leaves them standing)', async () => {
    const before = await balance();
    // the house account opened beforehand: on PostgreSQL, opening it in both transactions at once
    // (each holding the other's next lock) is a deadlock the server breaks, not what this is about
    await t.db.$transaction((tx) => ensureHouseAccount(tx, 'sim001', 'TEST'));
    const prismaTx = t.db
      .$transaction(async (tx) => {
        const wallet = await ensureMemberWallet(tx, 'sim001', MEMBER);
        const house = await ensureHouseAccount(tx, 'sim001', 'TEST');
        await post(tx, {
          idempotencyKey: 'prisma-side',
          kind: 'TEST',
          postedAt: new Date(),
          lines: [
            { accountId: wallet.id, amountMinor: -100n },
            { accountId: house.id, amountMinor: 100n },
          ],
        });
        await sleep(50); // the plain-SQL transaction asks for the connection meanwhile
        throw new Error('rolled back');
      })
      .catch((error: Error) => error.message);
    await sleep(10);
    const plain = move('plain-side', 30n);
    expect(await prismaTx).toBe('rolled back');
    expect((await plain).replayed).toBe(false);
    expect(await keyed('prisma-side')).toBe(0);
    expect(await keyed('plain-side')).toBe(1);
    expect(await balance()).toBe(before - 30n);
  });

  it('apply a key once and never overdraw, however many race', async () => {
    const before = await balance();
    const replays = await Promise.all(Array.from({ length: 20 }, () => move('same-key', 10n)));
    expect(replays.filter((r) => !r.replayed)).toHaveLength(1);
    const drains = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => move(`drain-${i}`, (before - 10n) / 4n)),
    );
    expect(drains.filter((r) => r.status === 'fulfilled')).toHaveLength(4);
    expect(drains.filter((r) => r.status === 'rejected').map((r) => String(r.reason))).toEqual(
      Array(6).fill('PlatformError: Insufficient balance'),
    );
    const after = await balance();
    expect(after).toBeGreaterThanOrEqual(0n);
    const entries = await t.db.ledgerEntry.findMany({
      where: { account: { code: `member/${MEMBER}/MAIN` } },
      select: { amountMinor: true },
    });
    expect(entries.reduce((sum, e) => sum + e.amountMinor, 0n)).toBe(after);
  });
});
