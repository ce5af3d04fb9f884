// Whether the built site (web/dist and the landing page's prerender, web/dist-prerender) is older than
// what it is built from. `pnpm start` builds it when it is (site-build.ts); so do the browser tests
// (`pnpm test:e2e`, build-site.ts), which `pnpm test` runs after the cluster's replicas have built it.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../database.ts';

/** What the build reads: the site's and the control panel's sources, the contract, the build's settings
 *  and the installed packages (pnpm rewrites this file on every install). */
const SOURCE_DIRS = ['web/src', 'web/admin', 'shared/src'];
const SOURCE_FILES = ['web/index.html', 'web/package.json', 'node_modules/.modules.yaml'];
const BUILD_SETTINGS = /^vite\..*\.ts$/;

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile())
      newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

const mtimeOf = (file: string) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);

/** Why the site must be built (again), or undefined when the build is newer than all it is built from. */
export function whySiteIsStale(root = ROOT): string | undefined {
  const built = path.join(root, 'web/dist/index.html');
  // the landing page's prerender (web/vite.prerender.config.ts) is the build's last step
  if (!fs.existsSync(built) || !fs.existsSync(path.join(root, 'web/dist-prerender/worker.js')))
    return 'no build yet';
  const builtAt = fs.statSync(built).mtimeMs;
  const settings = fs.readdirSync(path.join(root, 'web')).filter((name) => BUILD_SETTINGS.test(name));
  const newer = [
    ...SOURCE_DIRS.map((dir) => [dir, newestMtime(path.join(root, dir))] as const),
    ...[...SOURCE_FILES, ...settings.map((name) => `web/${name}`)].map(
      (file) => [file, mtimeOf(path.join(root, file))] as const,
    ),
  ].find(([, mtime]) => mtime > builtAt);
  return newer ? `${newer[0]} changed since the last build` : undefined;
}
