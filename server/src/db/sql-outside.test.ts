// Plain SQL outside a transaction (sqlOf) on Prisma's connection: answered at once on the open connection,
// again after the client reconnects (a reset or restore closes it), and a refused statement rejects,
// never throws.
// The change mark caches validate with: it moves with every write, this process's or another's.
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { nextTurn } from '../test/next-turn.ts';
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

describe("a turn's reads", () => {
  const nameOf = async () =>
    String((await sqlOf(db).one(`SELECT "name" FROM "Merchant" WHERE "code" = 'sim001'`))?.name);
  const rename = (name: string) => {
    const other = new Database(path.join(dir, 'sim.db'));
    other.prepare(`UPDATE "Merchant" SET "name" = ? WHERE "code" = 'sim001'`).run(name);
    other.close();
  };

  it('share one snapshot until the turn ends', async () => {
    const before = await nameOf();
    rename('Elsewhere');
    expect(await nameOf()).toBe(before);
    await nextTurn();
    expect(await nameOf()).toBe('Elsewhere');
  });

  it('end before a write through plain SQL or Prisma, which the next read sees at once', async () => {
    await nameOf();
    await sqlOf(db).run(`UPDATE "Merchant" SET "name" = 'Plain' WHERE "code" = 'sim001'`);
    expect(await nameOf()).toBe('Plain');
    await db.merchant.updateMany({ where: { code: 'sim001' }, data: { name: 'Prisma' } });
    expect(await nameOf()).toBe('Prisma');
    // a write in the turn's SQL ran on its own: another connection sees it committed
    const other = new Database(path.join(dir, 'sim.db'), { readonly: true });
    expect(other.prepare(`SELECT "name" FROM "Merchant" WHERE "code" = 'sim001'`).get()).toEqual({
      name: 'Prisma',
    });
    other.close();
  });

  it('end before a statement that sets the connection up (PRAGMA, ATTACH), which a transaction would void', async () => {
    const foreignKeys = async () =>
      toInt((await sqlOf(db).one<{ foreign_keys: number }>('PRAGMA foreign_keys'))?.foreign_keys);
    await nameOf();
    // SQLite counts these read-only; inside the turn's read transaction foreign_keys would not change
    await sqlOf(db).run('PRAGMA foreign_keys = OFF');
    expect(await foreignKeys()).toBe(0);
    await sqlOf(db).run('PRAGMA foreign_keys = ON');
    expect(await foreignKeys()).toBe(1);
    // the same statement again, after a read in the same turn
    await nameOf();
    await sqlOf(db).run('PRAGMA foreign_keys = OFF');
    expect(await foreignKeys()).toBe(0);
    await sqlOf(db).run('PRAGMA foreign_keys = ON');
    await nameOf();
    await sqlOf(db).run(`ATTACH DATABASE ':memory:' AS "side"`);
    await sqlOf(db).run('DETACH DATABASE "side"');
  });

  it('end before a transaction, which then opens as usual', async () => {
    await nameOf();
    await db.$transaction(async (tx) => {
      await tx.merchant.updateMany({ where: { code: 'sim001' }, data: { name: 'InTransaction' } });
    });
    expect(await nameOf()).toBe('InTransaction');
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
    // this turn's reads share one snapshot: another process's commit is seen from the next turn
    await nextTurn();
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
