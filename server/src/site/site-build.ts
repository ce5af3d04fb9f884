// Builds the site (`pnpm --filter @sim/web build`) when it is older than its sources (site-freshness.ts).
import { spawnSync } from 'node:child_process';
import { ROOT } from '../database.ts';
import { whySiteIsStale } from './site-freshness.ts';

/** Builds the site when it is stale (true) or leaves it (false); exits the process if the build fails. */
export function buildSiteIfStale(root = ROOT): boolean {
  const why = whySiteIsStale(root);
  if (!why) return false;
  console.log(`building the site (web/dist): ${why} ...`);
  const build = spawnSync('pnpm', ['--filter', '@sim/web', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  return true;
}
