// The server as one prebuilt bundle (server/dist), so `pnpm start` (server/start.mjs) runs plain node instead of tsx
// transpiling some 450 TypeScript files through its loader on every start (that loader alone was
// about half of a warm start's CPU and 50 MiB of its memory). Plain JavaScript: it runs before
// anything is built. Our own sources (server, shared) are bundled; packages stay outside,
// imported by the absolute path they resolve to from the source that imports them (shared's
// node-forge lives under shared/, Prisma's client under server/). Each source file keeps its own
// `import.meta.url`, so paths it computes from it (web/dist, provider assets) stay right.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const BUNDLE_DIR = path.join(ROOT, 'server/dist');
const MANIFEST = path.join(BUNDLE_DIR, 'bundle.json');
/** what a reinstall or an update of the packages touches */
const INSTALL_STAMP = path.join(ROOT, 'node_modules/.modules.yaml');
const ENTRIES = { start: 'server/src/start.ts', db: 'server/src/db-command.ts' };

/** @param {string} name the entry (start, db) @returns {string} its file in the bundle */
export const bundleEntry = (name) => path.join(BUNDLE_DIR, `${name}.js`);

const mtimeOf = (file) => {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return Number.POSITIVE_INFINITY; // gone: whatever was built from it is stale
  }
};

/** @returns {string | undefined} why the bundle must be built again, or undefined when it is current */
export function whyStale() {
  let manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(MANIFEST, 'utf8'));
  } catch {
    return 'no server bundle yet';
  }
  if (manifest.root !== ROOT) return 'the checkout moved';
  if (mtimeOf(INSTALL_STAMP) > manifest.builtAt) return 'the packages changed';
  const changed = manifest.inputs.find((file) => mtimeOf(file) > manifest.builtAt);
  return changed ? `${path.relative(ROOT, changed)} changed` : undefined;
}

/** esbuild plugin: bare imports outside, by resolved path; `import.meta.url` stays each source's own. */
const ownSourcesOnly = {
  name: 'own-sources-only',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.path.startsWith('@sim/shared') || args.pluginData?.resolving) return undefined;
      const found = await build.resolve(args.path, {
        resolveDir: args.resolveDir,
        kind: args.kind,
        importer: args.importer,
        pluginData: { resolving: true },
      });
      if (found.errors.length > 0) return { errors: found.errors };
      return { path: found.external ? args.path : found.path, external: true };
    });
    build.onLoad({ filter: /\.ts$/ }, (args) => ({
      contents: fs
        .readFileSync(args.path, 'utf8')
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
      loader: 'ts',
    }));
  },
};

/** Builds server/dist (into a scratch directory first, so a crash leaves the old bundle or none). */
export async function buildServerBundle() {
  const { build } = await import('esbuild');
  const builtAt = Date.now();
  const scratch = `${BUNDLE_DIR}.building-${process.pid}`;
  fs.rmSync(scratch, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: ENTRIES,
    outdir: scratch,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // no keepNames: it wraps every function made at run time (each call's closures) in a __name() call,
    // about 1 % of a cached call's CPU; nothing reads a function's name
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
    // server/src/start.ts seeds through the bundle's db entry when it runs from the bundle
    define: { 'process.env.SIM_SERVER_BUNDLE': JSON.stringify(BUNDLE_DIR) },
    plugins: [ownSourcesOnly],
  });
  const inputs = Object.keys(result.metafile.inputs).map((file) => path.resolve(ROOT, file));
  fs.writeFileSync(path.join(scratch, 'bundle.json'), JSON.stringify({ root: ROOT, builtAt, inputs }));
  swapInto(scratch);
}

/**
 * Puts a finished build in place. Two starts that found the bundle stale at once both build it: the
 * second to arrive finds the first's build in place, built from the same sources, and keeps it.
 */
function swapInto(scratch) {
  const retired = `${BUNDLE_DIR}.retired-${process.pid}`;
  try {
    fs.renameSync(BUNDLE_DIR, retired);
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
  }
  try {
    fs.renameSync(scratch, BUNDLE_DIR);
  } catch (error) {
    if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  fs.rmSync(retired, { recursive: true, force: true });
}

/** Imports an entry of the bundle; a start that caught another start's swap looks once more. */
export async function importBundleEntry(name) {
  try {
    return await import(bundleEntry(name));
  } catch (error) {
    if (error.code !== 'ERR_MODULE_NOT_FOUND') throw error;
    await new Promise((resolve) => setTimeout(resolve, 200));
    await ensureServerBundle();
    return import(bundleEntry(name));
  }
}

/** Builds the bundle when a source changed since the last build; says so through `log`. */
export async function ensureServerBundle(log = console.log) {
  const why = whyStale();
  if (!why) return;
  const started = Date.now();
  await buildServerBundle();
  log(`built the server bundle (${why}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildServerBundle();
  console.log(`built ${path.relative(ROOT, BUNDLE_DIR)}`);
}
