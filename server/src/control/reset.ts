// Back to the seed (data.reset, sim:reset, the first seed), crash-safe: the seed is built aside in a
// scratch database of the same schema, then swapped in with one transaction. A SIGKILL while it is
// built leaves the live data untouched; one during the swap is rolled back when the file next opens.
// Either way the database holds the old state or the whole seed, never a part of it.
// A server given a seeded template (SIM_SEED_TEMPLATE: the browser tests' servers) copies its rows back
// instead of seeding again: the same swap, without the seconds of seeding per reset.
// On PostgreSQL the scratch database is a schema of the live one, and a template is a schema's name
// (postgres-schemas.ts): the server and its replicas stay connected through the swap.

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDb, type Db, databaseUrlOf, runsOnPostgres } from '../db/client.ts';
import { type SqlStatement, stampNow } from '../db/sql.ts';
import { RequestRefused } from '../foundation/errors.ts';
import { demoHistoryEnabled, seedTemplateFile } from '../foundation/reset-settings.ts';
import { catalogueIsComplete } from '../seed/catalogue/index.ts';
import { HISTORY_PLANS, seedHistory } from '../seed/history.ts';
import { type Progress, seed } from '../seed/index.ts';
import { keepStatesReached } from './coverage-kept-states.ts';
import { createSchemaLikeLive, dropSchema, replaceLiveFrom } from './postgres-schemas.ts';
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
const resetCatalogue = (now: Date): SqlStatement[] => [
  {
    sql: 'UPDATE "Vendor" SET "maintenance" = ?, "updatedAt" = ? WHERE "maintenance" = ?',
    params: [false, now, true],
  },
  {
    sql: 'UPDATE "Game" SET "maintenance" = ?, "updatedAt" = ? WHERE "maintenance" = ?',
    params: [false, now, true],
  },
  { sql: 'DELETE FROM "Game" WHERE "declared" = ?', params: [true] },
];

export interface ResetOptions {
  /** the demo members' weeks of history (default: SIM_DEMO_HISTORY, on); a template has its own */
  history?: boolean;
  /** a seeded database whose rows are the seed (default: SIM_SEED_TEMPLATE; null: seed afresh) */
  template?: string | null;
}

export interface ResetOutcome {
  /** whether the games or vendors changed: only then must the catalogue's summaries be built again */
  catalogueChanged: boolean;
}

/** Seeds a scratch database of the live schema in `dir`, leaving the catalogue out when `keepCatalogue`. */
async function buildSeedAside(
  db: Db,
  dir: string,
  now: Date,
  progress: Progress,
  keepCatalogue: boolean,
): Promise<string> {
  const file = path.join(dir, 'seed.db');
  const scratch = createDb(`file:${file}`);
  try {
    await copySchema(db, scratch);
    await seed(scratch, now, progress, { catalogue: !keepCatalogue });
  } finally {
    await scratch.$disconnect();
  }
  return file;
}

/** Seeds a scratch schema made like the live one (the caller drops it). */
async function buildSeedInSchema(
  db: Db,
  schema: string,
  now: Date,
  progress: Progress,
  keepCatalogue: boolean,
): Promise<void> {
  await createSchemaLikeLive(db, schema);
  const scratch = createDb(databaseUrlOf(db), { schema });
  try {
    await seed(scratch, now, progress, { catalogue: !keepCatalogue });
  } finally {
    await scratch.$disconnect();
  }
}

/** The seed swapped in: from a file next to SQLite, from a schema of the same database on PostgreSQL. */
async function swapSeedIn(
  db: Db,
  template: string | undefined,
  now: Date,
  progress: Progress,
  keepCatalogue: boolean,
): Promise<number[]> {
  const replacement = keepCatalogue ? { keep: CATALOGUE_TABLES, alongside: resetCatalogue(stampNow()) } : {};
  const announce = () =>
    progress(`seed ${template ? `in ${template}` : 'built aside'}: swapping it in (one transaction)`);
  if (runsOnPostgres(db)) {
    if (template) {
      announce();
      return replaceLiveFrom(db, template, replacement);
    }
    const schema = `sim_seed_${randomBytes(6).toString('hex')}`;
    try {
      await buildSeedInSchema(db, schema, now, progress, keepCatalogue);
      announce();
      return await replaceLiveFrom(db, schema, replacement);
    } finally {
      await dropSchema(db, schema);
    }
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sim-reset-'));
  try {
    const file = template ?? (await buildSeedAside(db, dir, now, progress, keepCatalogue));
    announce();
    return await replaceFromFile(db, file, replacement);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export async function resetToSeed(
  db: Db,
  now: Date,
  progress: Progress = () => {},
  options: ResetOptions = {},
): Promise<ResetOutcome> {
  const template = (options.template === undefined ? seedTemplateFile() : options.template) ?? undefined;
  // the rows an active coverage run moved are about to go: the states they reached are kept first
  await keepStatesReached(db);
  const keepCatalogue = await catalogueIsComplete(db);
  const catalogueWrites = await swapSeedIn(db, template, now, progress, keepCatalogue);
  const catalogueChanged = !keepCatalogue || catalogueWrites.some((changed) => changed > 0);
  // after the swap, as it needs the catalogue (kept aside above); one transaction, all or nothing
  if (!template && (options.history ?? demoHistoryEnabled())) {
    await seedHistory(db, now);
    progress('seed history: weeks of rounds, deposits, withdrawals and bonuses for the demo members');
  }
  return { catalogueChanged };
}

/** The demo history on demand (data.history): for data seeded without it, e.g. by the tests. A name
 *  without a history plan is refused rather than quietly given none. */
export async function addDemoHistory(db: Db, now: Date, usernames?: string[]): Promise<number> {
  const planned = HISTORY_PLANS.map((plan) => plan.username);
  const unplanned = (usernames ?? []).filter((name) => !planned.includes(name));
  if (unplanned.length > 0)
    throw new RequestRefused(
      'invalid',
      `no demo history is written for ${unplanned.join(', ')}: only for ${planned.join(', ')}`,
    );
  return seedHistory(db, now, usernames);
}
