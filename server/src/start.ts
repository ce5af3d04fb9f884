// The server's start: migrate and seed the embedded SQLite database on first run, build the site if its
// sources are newer than the build, then serve everything on one port. `pnpm start` (server/start.mjs)
// runs this file from the prebuilt server bundle; tsx runs it from source (the browser tests do).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { databaseUrlIn, migrate, ROOT } from './database.ts';
import { createDb } from './db/client.ts';
import { seedStateOf } from './seed/marker.ts';
import { buildSiteIfStale } from './site/site-build.ts';

const dataDir = path.resolve(process.env.DATA_DIR ?? 'data');
process.env.DATA_DIR = dataDir;

/** Set at build time in the server bundle (server/launch/bundle.mjs): the seed then runs from it too. */
const bundleDir = process.env.SIM_SERVER_BUNDLE;
const seedCommand = bundleDir
  ? [path.join(bundleDir, 'db.js'), 'seed']
  : ['--import', 'tsx', path.join(ROOT, 'server/src/db-command.ts'), 'seed'];

/**
 * Seeds in a child process: the seed's peak memory (the catalogue build) leaves with it, not in the
 * server. Resolves with its exit code.
 */
function seedInChild(): Promise<number> {
  const seed = spawn(process.execPath, seedCommand, {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: 'inherit',
  });
  return new Promise((resolve) => seed.once('exit', (code) => resolve(code ?? 1)));
}

const started = Date.now();
const databaseUrl = databaseUrlIn(dataDir);
// a PostgreSQL URL is shown without its password
console.log(
  `database: ${databaseUrl.startsWith('file:') ? `${dataDir}/sim.db` : databaseUrl.replace(/:[^:@/]*@/, ':***@')}`,
);
await migrate(dataDir);
// one client for the seed check and the server, not one more for the check alone (the seed's child
// process writes beside it)
const db = createDb(databaseUrl);
const seedState = await seedStateOf(db);
// the server's modules load while the seed runs (it waits on scrypt and SQLite much of the time)
const serverModule = import('./server.ts');
if (seedState !== 'complete') {
  console.log(
    seedState === 'empty'
      ? 'first run: seeding'
      : 'the database holds an incomplete seed (a seed or reset was interrupted): seeding it again',
  );
  const status = await seedInChild();
  if (status !== 0) process.exit(status);
}
buildSiteIfStale();
const { startServer } = await serverModule;
await startServer({ db });
console.log(`ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
