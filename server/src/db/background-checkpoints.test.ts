// The checkpointing worker copies committed pages from the log into the database file while the
// writing connection never checkpoints itself, and stops when asked; PostgreSQL and memory get none.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { startBackgroundCheckpoints } from './background-checkpoints.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A WAL database whose own connection never checkpoints: pages reach the file only by the worker. */
function writer() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sim-checkpoints-'));
  dirs.push(dir);
  const file = path.join(dir, 'sim.db');
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('wal_autocheckpoint = 0');
  db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, text TEXT)');
  return { db, file, size: () => fs.statSync(file).size };
}

const writeRows = (db: Database.Database) => {
  const insert = db.prepare('INSERT INTO t (text) VALUES (?)');
  db.transaction(() => {
    for (let i = 0; i < 2000; i++) insert.run('x'.repeat(200));
  })();
};

async function until(check: () => boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!check() && Date.now() < deadline) await sleep(20);
  return check();
}

describe('background checkpoints', () => {
  it('copy what another connection committed into the database file, and stop when asked', async () => {
    const { db, file, size } = writer();
    const errors: string[] = [];
    const checkpoints = startBackgroundCheckpoints(`file:${file}`, (message) => errors.push(message), 10);
    const before = size();
    writeRows(db);
    expect(size()).toBe(before); // committed to the log only
    expect(await until(() => size() > before + 400_000)).toBe(true);
    await checkpoints.stop();
    writeRows(db);
    await sleep(100);
    const [stopped] = db.pragma('wal_checkpoint(PASSIVE)') as { log: number; checkpointed: number }[];
    expect(stopped?.checkpointed).toBeGreaterThan(0); // the second batch was left for this call
    expect(errors).toEqual([]);
    db.close();
  });

  it('report a database they cannot open, and leave the server be', async () => {
    const errors: string[] = [];
    const checkpoints = startBackgroundCheckpoints('file:/nonexistent/dir/sim.db', (m) => errors.push(m), 10);
    expect(await until(() => errors.length > 0)).toBe(true);
    expect(errors[0]).toMatch(/background checkpoints stopped/);
    await checkpoints.stop();
  });

  it('do nothing for PostgreSQL or an in-memory database', async () => {
    for (const url of ['postgresql://sim@localhost/sim', 'file::memory:']) {
      const checkpoints = startBackgroundCheckpoints(url, () => {});
      await expect(checkpoints.stop()).resolves.toBeUndefined();
    }
  });
});
