// The committed migrations and prisma/schema describe the same database: a model, column, index or
// relation added to one only (two branches each writing a migration, say) fails here.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, expect, inject, it } from 'vitest';
import { ROOT } from '../server/src/database.ts';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'sim-schema-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** The database prisma/schema describes, built from nothing. */
function databaseFromSchema(): string {
  const sql = execFileSync(
    path.join(ROOT, 'node_modules/.bin/prisma'),
    ['migrate', 'diff', '--from-empty', '--to-schema-datamodel', 'prisma/schema', '--script'],
    { cwd: ROOT, env: { ...process.env, DATA_DIR: scratch }, encoding: 'utf8' },
  );
  const file = path.join(scratch, 'from-schema.db');
  const db = new Database(file);
  db.exec(sql);
  db.close();
  return file;
}

/** Tables with their columns, indexes and foreign keys, in a stable order. */
function shape(file: string) {
  const db = new Database(file, { readonly: true });
  const tables = db
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '\\_prisma%' ESCAPE '\\' ORDER BY name",
    )
    .all() as { name: string }[];
  const result = tables.map(({ name }) => ({
    name,
    // by name: a column added by ALTER TABLE comes last, which SQLite does not care about
    columns: (db.prepare(`PRAGMA table_info("${name}")`).all() as { cid: number; name: string }[])
      .map(({ cid: _position, ...column }) => column)
      .sort((a, b) => a.name.localeCompare(b.name)),
    indexes: (db.prepare(`PRAGMA index_list("${name}")`).all() as { name: string; unique: number }[])
      .map((index) => ({
        unique: index.unique,
        columns: (db.prepare(`PRAGMA index_info("${index.name}")`).all() as { name: string }[]).map(
          (c) => c.name,
        ),
      }))
      .sort((a, b) => a.columns.join().localeCompare(b.columns.join())),
    foreignKeys: db.prepare(`PRAGMA foreign_key_list("${name}")`).all(),
  }));
  db.close();
  return result;
}

it('the migrations build exactly the database prisma/schema describes', () => {
  const migrated = path.join(inject('templateDir'), 'sim.db');
  expect(shape(migrated)).toEqual(shape(databaseFromSchema()));
}, 60_000);
