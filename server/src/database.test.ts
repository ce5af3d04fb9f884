// Start-up (pnpm start, db:seed) on a database an interrupted seed left: it is seeded again, whole.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, inject, it } from 'vitest';
import { seedDatabase, seedStateIn } from './database.ts';
import { createDb } from './db/client.ts';
import { auditLedger } from './domain/wallet/audit.ts';
import { PERSONAS } from './seed/personas.ts';

let dir: string;
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

it('finds an incomplete seed and seeds it again: every persona, every wallet, balanced books', async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sim-startup-'));
  fs.copyFileSync(path.join(inject('templateDir'), 'sim.db'), path.join(dir, 'sim.db'));
  const file = `file:${path.join(dir, 'sim.db')}`;
  const before = createDb(file);
  await before.seedState.deleteMany();
  await before.$executeRawUnsafe('PRAGMA foreign_keys = OFF');
  await before.$executeRawUnsafe('DELETE FROM "Member" WHERE id NOT IN (1001, 1002)');
  await before.$executeRawUnsafe('DELETE FROM "WalletAccount"');
  await before.$disconnect();
  expect(await seedStateIn(dir)).toBe('incomplete');

  await seedDatabase(dir);

  const db = createDb(file);
  try {
    expect(await seedStateIn(dir)).toBe('complete');
    expect(await db.member.count({ where: { id: { in: PERSONAS.map((p) => p.id) } } })).toBe(PERSONAS.length);
    expect(await db.walletAccount.count({ where: { memberId: { not: null }, wallet: 'MAIN' } })).toBe(
      PERSONAS.length,
    );
    expect((await auditLedger(db)).balanced).toBe(true);
  } finally {
    await db.$disconnect();
  }
});
