// The seed-complete marker: present after a seed, absent after an interrupted one, and the refusal a
// server gives a database without it. The migration that brought it marks older complete databases.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { createDb, type Db } from '../db/client.ts';
import { requireCompleteSeed, seedStateOf } from './marker.ts';

const MIGRATION = path.resolve(
  import.meta.dirname,
  '../../../prisma/migrations/20261122180025_seed_complete_marker/migration.sql',
);

let dir: string;
let db: Db;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sim-marker-'));
  fs.copyFileSync(path.join(inject('templateDir'), 'sim.db'), path.join(dir, 'sim.db'));
  db = createDb(`file:${path.join(dir, 'sim.db')}`);
});
afterEach(async () => {
  await db.$disconnect();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** What the finding saw after a SIGKILL mid-seed: 2 of the 15 members, and no marker. */
async function interruptSeed() {
  await db.seedState.deleteMany();
  await db.$executeRawUnsafe('PRAGMA foreign_keys = OFF');
  await db.$executeRawUnsafe('DELETE FROM "Member" WHERE id NOT IN (1001, 1002)');
  await db.$executeRawUnsafe('PRAGMA foreign_keys = ON');
}

describe('the seed-complete marker', () => {
  it('is written by the seed', async () => {
    expect(await seedStateOf(db)).toBe('complete');
    await expect(requireCompleteSeed(db, 'sim.db')).resolves.toBeUndefined();
  });

  it('is missing after an interrupted seed, and a server refuses to start on it', async () => {
    await interruptSeed();
    expect(await seedStateOf(db)).toBe('incomplete');
    await expect(requireCompleteSeed(db, 'sim.db')).rejects.toThrow(
      /sim\.db holds an incomplete seed .*pnpm sim:reset/,
    );
  });

  it('tells an empty database from an interrupted seed', async () => {
    await db.seedState.deleteMany();
    await db.$executeRawUnsafe('PRAGMA foreign_keys = OFF');
    for (const table of ['Merchant', 'Member', 'Vendor'])
      await db.$executeRawUnsafe(`DELETE FROM "${table}"`);
    await db.$executeRawUnsafe('PRAGMA foreign_keys = ON');
    expect(await seedStateOf(db)).toBe('empty');
    await expect(requireCompleteSeed(db, 'sim.db')).rejects.toThrow(/is not seeded/);
  });

  it('is given by its migration to a database seeded before it existed, only when that seed is whole', async () => {
    const backfill = fs
      .readFileSync(MIGRATION, 'utf8')
      .split(/;\s*$/m)
      .find((s) => s.includes('INSERT'))!;
    await db.seedState.deleteMany();
    await db.$executeRawUnsafe(backfill);
    expect(await seedStateOf(db)).toBe('complete');
    await interruptSeed();
    await db.$executeRawUnsafe(backfill);
    expect(await seedStateOf(db)).toBe('incomplete');
  });
});
