// One browser-test server (playwright.config.ts starts one per worker). Every server of a run starts
// from one seeded template database, built by whichever server gets there first: N servers cost one
// migrate-and-seed, not N seeds racing on two cores. The template's directory, made atomically, is
// the lock; the others wait for its `ready` file, then copy it into their own data directory.
// Their data.reset copies the template's rows back (SIM_SEED_TEMPLATE) instead of seeding again: a
// test starts from the very seed the run's first test saw, and the reset costs a fraction of a second.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { migrate, seedDatabase } from '../../../server/src/database.ts';
import { removeLeftBehindTemplates, templateOf } from './template.ts';

const runId = process.env.E2E_RUN_ID;
const dataDir = process.env.DATA_DIR;
if (!runId || !dataDir) throw new Error('E2E_RUN_ID and DATA_DIR are set by playwright.config.ts');

const { templatesDir, templateDir, readyFile, templateFile } = templateOf(runId);
const TEMPLATE_WAIT_MS = 120_000;

function claimTemplate(): boolean {
  fs.mkdirSync(templatesDir, { recursive: true });
  try {
    fs.mkdirSync(templateDir);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

async function buildTemplate(): Promise<void> {
  await migrate(templateDir);
  await seedDatabase(templateDir);
  // one file in rollback-journal mode: the servers attach it read-only at each reset, side by side
  const template = new Database(templateFile);
  template.pragma('journal_mode = DELETE');
  template.close();
  fs.writeFileSync(readyFile, new Date().toISOString());
}

async function waitForTemplate(): Promise<void> {
  const deadline = Date.now() + TEMPLATE_WAIT_MS;
  while (!fs.existsSync(readyFile)) {
    if (Date.now() > deadline) throw new Error(`no template database in ${templateDir} after 120 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

if (claimTemplate()) {
  // not other runs' templates: a run beside this one (on other ports) may be using its own
  removeLeftBehindTemplates(runId);
  await buildTemplate();
} else await waitForTemplate();

fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });
for (const file of fs.readdirSync(templateDir).filter((name) => name.startsWith('sim.db')))
  fs.copyFileSync(path.join(templateDir, file), path.join(dataDir, file));

// data.reset copies the run's template back (control/reset.ts); its path is known only here
process.env.SIM_SEED_TEMPLATE = templateFile;
// server/src/start.ts finds the seed complete and serves it
await import('../../../server/src/start.ts');
// the catalogue's summaries (seconds to build) before the first test's home page asks for them; resets
// keep them (control/reset.ts)
await fetch(`http://127.0.0.1:${process.env.PORT}/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop`, {
  headers: { Merchant: 'sim001' },
}).catch(() => undefined);
