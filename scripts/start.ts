// pnpm start: migrate and seed the embedded SQLite database on first run, build the site if its
// sources are newer than the build, then serve everything on one port.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { migrate, ROOT, seedStateIn } from './lib/database.ts';

const dataDir = path.resolve(process.env.DATA_DIR ?? 'data');
process.env.DATA_DIR = dataDir;

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile())
      newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

function siteIsStale(): boolean {
  const built = path.join(ROOT, 'web/dist/index.html');
  if (!fs.existsSync(built)) return true;
  const sources = Math.max(
    ...['web/src', 'web/admin', 'shared/src'].map((dir) => newestMtime(path.join(ROOT, dir))),
    fs.statSync(path.join(ROOT, 'web/index.html')).mtimeMs,
  );
  return sources > fs.statSync(built).mtimeMs;
}

const started = Date.now();
console.log(`database: ${dataDir}/sim.db`);
migrate(dataDir);
const seedState = await seedStateIn(dataDir);
if (seedState !== 'complete') {
  console.log(
    seedState === 'empty'
      ? 'first run: seeding'
      : 'the database holds an incomplete seed (a seed or reset was interrupted): seeding it again',
  );
  // in a child process: the seed's peak memory (the catalogue build) leaves with it, not in the server
  const seed = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/db.ts'), 'seed'], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: 'inherit',
  });
  if (seed.status !== 0) process.exit(seed.status ?? 1);
}
if (siteIsStale()) {
  console.log('building the site (web/dist)...');
  const build = spawnSync('pnpm', ['--filter', '@sim/web', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const { startServer } = await import('../server/src/server.ts');
await startServer();
console.log(`ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
