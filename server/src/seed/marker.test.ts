// The seed-complete marker: present after a seed, absent after an interrupted one, and the refusal a
// server gives a database without it. The migration that brought it marks older complete databases.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Db, runsOnPostgres, type Tx } from '../db/client.ts';
import { onPostgres } from '../test/harness.ts';
import { seededDatabase } from '../test/seeded-database.ts';
import { requireCompleteSeed, seedStateOf } from './marker.ts';

const MIGRATION = path.resolve(
  import.meta.dirname,
  '../../../prisma/migrations/20261122180025_seed_complete_marker/migration.sql',
);

let db: Db;
let close: () => Promise<void>;
beforeEach(async () => {
  ({ db, close } = await seededDatabase('sim-marker-'));
});
afterEach(() => close());

/** Deletes rows others point at, as an interrupted seed leaves them: foreign keys unchecked meanwhile. */
async function withoutForeignKeys(work: (client: Db | Tx) => Promise<void>) {
  if (runsOnPostgres(db))
    return db.$transaction(async (tx) => {
      await tx.$executeRawUnsafe('SET LOCAL session_replication_role = replica');
      await work(tx);
    });
  await db.$executeRawUnsafe('PRAGMA foreign_keys = OFF');
  await work(db);
  await db.$executeRawUnsafe('PRAGMA foreign_keys = ON');
}

/** What the finding saw after a SIGKILL mid-seed: 2 of the 15 members, and no marker. */
async function interruptSeed() {
  await db.seedState.deleteMany();
  await withoutForeignKeys((client) =>
    client.$executeRawUnsafe('DELETE FROM "Member" WHERE id NOT IN (1001, 1002)').then(() => {}),
  );
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
    await withoutForeignKeys(async (client) => {
      for (const table of ['Merchant', 'Member', 'Vendor'])
        await client.$executeRawUnsafe(`DELETE FROM "${table}"`);
    });
    expect(await seedStateOf(db)).toBe('empty');
    await expect(requireCompleteSeed(db, 'sim.db')).rejects.toThrow(/is not seeded/);
  });

  // SQLite's migration backfills the marker; PostgreSQL's migrations began after it (no backfill)
  it.skipIf(onPostgres)(
    'is given by its migration to a database seeded before it existed, only when that seed is whole',
    async () => {
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
    },
  );
});
