// A plain-SQL transaction awaits between its statements: while it is open, everything else that runs
// SQL on the shared SQLite connection (Prisma's queries and transactions, plain-SQL reads, another
// plain-SQL transaction) waits for it, so none of it lands inside the transaction or sees its writes.
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seededDatabase } from '../test/seeded-database.ts';
import type { Db } from './client.ts';
import { sqlOf, sqlTransaction } from './sql.ts';

let db: Db;
let close: () => Promise<void>;
beforeEach(async () => {
  ({ db, close } = await seededDatabase('sim-sql-'));
});
afterEach(() => close());

const NAME = 'SELECT "name" FROM "Merchant" WHERE "code" = ?';
const rename = 'UPDATE "Merchant" SET "name" = ? WHERE "code" = ?';

describe('a plain-SQL transaction on the shared connection', () => {
  it('keeps every other statement out until it ends, and its rollback takes back only its own writes', async () => {
    await sqlOf(db).one(NAME, 'sim001'); // connected, so the transaction below begins at once
    const seen: string[] = [];
    const plain = sqlTransaction(db, async (sql) => {
      await sql.run(rename, 'Inside', 'sim001');
      await sleep(50); // the others ask for the connection meanwhile
      seen.push('plain done');
      throw new Error('rolled back');
    }).catch((error: Error) => error.message);
    await sleep(5);
    const others = [
      db.merchant.findUniqueOrThrow({ where: { code: 'sim001' } }).then((m) => seen.push(`prisma ${m.name}`)),
      sqlOf(db)
        .one<{ name: string }>(NAME, 'sim001')
        .then((row) => seen.push(`read ${row?.name}`)),
      db.$transaction(async (tx) => {
        await tx.merchant.update({ where: { code: 'sim001' }, data: { name: 'By Prisma' } });
        seen.push('prisma transaction');
      }),
    ];
    expect(await plain).toBe('rolled back');
    await Promise.all(others);
    expect(seen[0]).toBe('plain done');
    expect(seen.filter((line) => line.includes('Inside'))).toEqual([]);
    expect((await db.merchant.findUniqueOrThrow({ where: { code: 'sim001' } })).name).toBe('By Prisma');
  });

  it('runs one after another when several race, each seeing the last one’s commit', async () => {
    const counter = 'SELECT "name" FROM "Merchant" WHERE "code" = ?';
    await sqlOf(db).run(rename, '0', 'sim001');
    await Promise.all(
      Array.from({ length: 10 }, () =>
        sqlTransaction(db, async (sql) => {
          const row = await sql.one<{ name: string }>(counter, 'sim001');
          await sleep(1);
          await sql.run(rename, String(Number(row?.name) + 1), 'sim001');
        }),
      ),
    );
    expect((await sqlOf(db).one<{ name: string }>(counter, 'sim001'))?.name).toBe('10');
  });
});
