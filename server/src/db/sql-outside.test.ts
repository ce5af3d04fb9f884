// Plain SQL outside a transaction (sqlOf) on Prisma's connection: answered at once on the open connection,
// again after the client reconnects (a reset or restore closes it), and a refused statement rejects,
// never throws.
// The change mark caches validate with: it moves with every write, this process's or another's.
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seededDatabase } from '../test/seeded-database.ts';
import type { Db } from './client.ts';
import { changeMark, sqlOf } from './sql.ts';
import { toInt } from './sql-values.ts';

let dir: string;
let db: Db;

let close: () => Promise<void>;
beforeEach(async () => {
  ({ dir, db, close } = await seededDatabase('sim-sql-outside-'));
});
afterEach(() => close());

const merchantCount = async () => toInt((await sqlOf(db).one('SELECT COUNT(*) AS "n" FROM "Merchant"'))?.n);

describe('sqlOf', () => {
  it('read on the connection, and again once the client has reconnected', async () => {
    const before = await merchantCount();
    expect(before).toBeGreaterThan(0);
    await db.$disconnect();
    expect(await merchantCount()).toBe(before);
    const rows = await sqlOf(db).all('SELECT "code" FROM "Merchant" ORDER BY "code"');
    expect(rows).toHaveLength(before);
  });

  it('reject a statement the database refuses instead of throwing', async () => {
    await merchantCount(); // the connection is open: the read runs at once
    let answer: Promise<unknown> | undefined;
    expect(() => {
      answer = sqlOf(db).one('SELECT "nothing" FROM "NoSuchTable"');
    }).not.toThrow();
    await expect(answer).rejects.toThrow(/no such table/);
  });
});

describe('changeMark', () => {
  it('stays put for reads and moves with a write through Prisma, one by another process and a reconnect', async () => {
    const first = await changeMark(db);
    expect(first).not.toBeNull();
    await merchantCount();
    await db.merchant.findMany();
    expect(await changeMark(db)).toBe(first);

    await db.merchant.updateMany({ where: { code: 'sim001' }, data: { name: 'Renamed' } });
    const afterPrisma = await changeMark(db);
    expect(afterPrisma).not.toBe(first);

    const other = new Database(path.join(dir, 'sim.db'));
    other.prepare(`UPDATE "Merchant" SET "name" = 'Elsewhere' WHERE "code" = 'sim001'`).run();
    other.close();
    const afterOther = await changeMark(db);
    expect(afterOther).not.toBe(afterPrisma);

    await db.$disconnect();
    expect(await changeMark(db)).not.toBe(afterOther);
  });

  it('is null while a transaction is open on the connection', async () => {
    await db.$transaction(async (tx) => {
      await tx.merchant.findMany();
      expect(await changeMark(db)).toBeNull();
    });
    expect(await changeMark(db)).not.toBeNull();
  });
});
