// pnpm start: the server's own entry. It builds the server bundle (server/dist, launch/bundle.mjs) when
// a source changed since the last build, then runs the bundle's start (src/start.ts: migrate, seed when
// empty, build the site when stale, serve) under plain node. `tsx server/src/start.ts` still runs it
// from source, only slower to start.
// malloc's and V8's settings (launch/runtime-settings.mjs) only take effect at process start: `pnpm
// start` sets them on the command line (package.json); started without them (`node server/start.mjs`),
// this runs itself again as a child that has them and stays as its thin parent.
import { spawn } from 'node:child_process';
import { ensureServerBundle, importBundleEntry } from './launch/bundle.mjs';
import { missingNodeFlags, withServerSettings } from './launch/runtime-settings.mjs';

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
