// pnpm start: scripts/start.ts (migrate, seed when empty, build the site when stale, serve) run from the
// prebuilt server bundle under plain node, the bundle built first when its sources changed
// (scripts/lib/server-bundle.mjs). `tsx scripts/start.ts` still works, only slower to start.
import { ensureServerBundle, importBundleEntry } from './lib/server-bundle.mjs';

await ensureServerBundle();
await importBundleEntry('start');
