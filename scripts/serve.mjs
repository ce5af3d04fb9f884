// pnpm start: scripts/start.ts (migrate, seed when empty, build the site when stale, serve) run from the
// prebuilt server bundle under plain node, the bundle built first when its sources changed
// (scripts/lib/server-bundle.mjs). `tsx scripts/start.ts` still works, only slower to start.
// malloc's and V8's settings (scripts/lib/server-runtime.mjs) only take effect at process start: `pnpm
// start` sets them on the command line (package.json); started without them (`node scripts/serve.mjs`),
// this runs itself again as a child that has them and stays as its thin parent.
import { spawn } from 'node:child_process';
import { ensureServerBundle, importBundleEntry } from './lib/server-bundle.mjs';
import { missingNodeFlags, withServerSettings } from './lib/server-runtime.mjs';

const env = withServerSettings(process.env);
const flags = missingNodeFlags(process.execArgv, process.env.NODE_OPTIONS);
if (env || flags.length > 0) {
  const child = spawn(process.execPath, [...flags, ...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: env ?? process.env,
  });
  for (const signal of ['SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  // Ctrl-C reaches the child from the terminal itself; a second SIGINT would cut its clean shutdown short
  process.on('SIGINT', () => {});
  child.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else {
  await ensureServerBundle();
  await importBundleEntry('start');
}
