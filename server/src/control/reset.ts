// Back to the seed (data.reset, sim:reset, the first seed), crash-safe: the seed is built aside in a
// scratch database of the same schema, then swapped in with one transaction. A SIGKILL while it is
// built leaves the live data untouched; one during the swap is rolled back when the file next opens.
// Either way the database holds the old state or the whole seed, never a part of it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDb, type Db } from '../db/client.ts';
import { demoHistoryEnabled } from '../env.ts';
import { catalogueIsComplete } from '../seed/catalogue/index.ts';
import { seedHistory } from '../seed/history.ts';
import { type Progress, seed } from '../seed/index.ts';
import { replaceFromFile } from './snapshots.ts';

/** The generated catalogue: kept when whole (only its maintenance flags and declared games reset). */
const CATALOGUE_TABLES = ['Vendor', 'Game'];

/** The live database's tables and indexes, created empty in `scratch` (Prisma's bookkeeping aside). */
async function copySchema(db: Db, scratch: Db): Promise<void> {
  const statements = await db.$queryRawUnsafe<{ sql: string }[]>(
    `SELECT sql FROM main.sqlite_master
     WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_prisma_%'
     ORDER BY CASE type WHEN 'table' THEN 0 ELSE 1 END, name`,
  );
  for (const { sql } of statements) await scratch.$executeRawUnsafe(sql);
}

// only the rows under maintenance: rewriting all ~16,500 games (and their indexes) cost every reset
const resetCatalogue = (db: Db) => [
  db.vendor.updateMany({ where: { maintenance: true }, data: { maintenance: false } }),
  db.game.updateMany({ where: { maintenance: true }, data: { maintenance: false } }),
  db.game.deleteMany({ where: { declared: true } }),
];

export interface ResetOptions {
  /** the demo members' weeks of history (default: SIM_DEMO_HISTORY, on) */
  history?: boolean;
}

export async function resetToSeed(
  db: Db,
  now: Date,
  progress: Progress = () => {},
  options: ResetOptions = {},
): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sim-reset-'));
  try {
    const file = path.join(dir, 'seed.db');
    const keepCatalogue = await catalogueIsComplete(db);
    const scratch = createDb(`file:${file}`);
    try {
      await copySchema(db, scratch);
      await seed(scratch, now, progress, { catalogue: !keepCatalogue });
    } finally {
      await scratch.$disconnect();
    }
    progress('seed built aside: swapping it in (one transaction)');
    await replaceFromFile(
      db,
      file,
      keepCatalogue ? { keep: CATALOGUE_TABLES, alongside: resetCatalogue } : {},
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  // after the swap, as it needs the catalogue (kept aside above); one transaction, all or nothing
  if (options.history ?? demoHistoryEnabled()) {
    await seedHistory(db, now);
    progress('seed history: weeks of rounds, deposits, withdrawals and bonuses for the demo members');
  }
}

/** The demo history on demand (data.history): for data seeded without it, e.g. by the tests. */
export const addDemoHistory = (db: Db, now: Date, usernames?: string[]) => seedHistory(db, now, usernames);
