// Plain-SQL reads on Prisma's connection: answered at once on the open connection, again after the
// client reconnects (a reset or restore closes it), and a refused statement rejects, never throws.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { createDb, type Db } from './client.ts';
import { sqlAll, sqlGet, toInt } from './sql-reads.ts';

let dir: string;
let db: Db;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sim-sql-reads-'));
  fs.copyFileSync(path.join(inject('templateDir'), 'sim.db'), path.join(dir, 'sim.db'));
  db = createDb(`file:${path.join(dir, 'sim.db')}`);
});
afterEach(async () => {
  await db.$disconnect();
  fs.rmSync(dir, { recursive: true, force: true });
});

const merchantCount = async () => toInt((await sqlGet(db, 'SELECT COUNT(*) AS "n" FROM "Merchant"', []))?.n);

describe('sqlGet and sqlAll', () => {
  it('read on the connection, and again once the client has reconnected', async () => {
    const before = await merchantCount();
    expect(before).toBeGreaterThan(0);
    await db.$disconnect();
    expect(await merchantCount()).toBe(before);
    const rows = await sqlAll(db, 'SELECT "code" FROM "Merchant" ORDER BY "code"', []);
    expect(rows).toHaveLength(before);
  });

  it('reject a statement the database refuses instead of throwing', async () => {
    await merchantCount(); // the connection is open: the read runs at once
    let answer: Promise<unknown> | undefined;
    expect(() => {
      answer = sqlGet(db, 'SELECT "nothing" FROM "NoSuchTable"', []);
    }).not.toThrow();
    await expect(answer).rejects.toThrow(/no such table/);
  });
});
