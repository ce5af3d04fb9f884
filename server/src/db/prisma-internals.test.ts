// Each undeclared part of Prisma the app reads (prisma-internals.ts), checked against the installed
// Prisma: an upgrade that moves one fails here by name, not somewhere deep in a money path.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { onPostgres } from '../test/harness.ts';
import { seededDatabase } from '../test/seeded-database.ts';
import type { Db } from './client.ts';
import { activeProviderOf, engineOf, isPostgresClient } from './prisma-internals.ts';
import { sqlIn } from './sql.ts';

let db: Db;
let close: () => Promise<void>;
beforeEach(async () => {
  ({ db, close } = await seededDatabase('sim-prisma-internals-'));
});
afterEach(() => close());

describe("Prisma's undeclared parts", () => {
  it('a transaction client shares its client’s engine object', async () => {
    const engine = engineOf(db);
    await db.$transaction(async (tx) => {
      expect(engineOf(tx)).toBe(engine);
    });
  });

  it('a client and its transaction clients name the provider they were generated for', async () => {
    const provider = onPostgres ? 'postgresql' : 'sqlite';
    expect(activeProviderOf(db)).toBe(provider);
    expect(isPostgresClient(db)).toBe(onPostgres);
    await db.$transaction(async (tx) => {
      expect(activeProviderOf(tx)).toBe(provider);
    });
  });

  it('plain SQL inside a Prisma transaction runs in it and sees its writes (on SQLite: the adapter handed its better-sqlite3 handle over)', async () => {
    await db.$transaction(async (tx) => {
      await tx.merchant.update({ where: { code: 'sim001' }, data: { name: 'Inside' } });
      const row = await sqlIn(tx).one<{ name: string }>(
        'SELECT "name" FROM "Merchant" WHERE "code" = ?',
        'sim001',
      );
      expect(row?.name).toBe('Inside');
    });
  });

  it('refuses loudly what has no engine', () => {
    expect(() => engineOf({})).toThrow(/_engine/);
  });
});
