// The process settings the server runs with, in one place: `pnpm start` (server/start.mjs; package.json
// repeats them on its command line, so no second process is needed) and the bench's, the load test's
// and the cluster's server processes (scripts/lib/server-process.ts) run with the same.
// Plain JavaScript: server/start.mjs runs before anything is built.

/**
 * glibc's malloc, read once at process start: two arenas instead of up to eight per core (each thread
 * that ever met contention, libuv's included, keeps its own grown arena), and a fixed mmap threshold,
 * so a large buffer (a megabyte game-list page on its way out, an OpenSSL block) is handed back to the
 * system when freed instead of the threshold rising until such buffers stay in the heap. Measured on
 * fifty clients fetching the 3000-game page: RSS after 218-251 MiB without, 182 MiB with; after a
 * start 174 MiB without, 150 MiB with. Values already in the environment win.
 */
export const SERVER_MALLOC_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };

/**
 * @param {NodeJS.ProcessEnv} env
 * @returns {NodeJS.ProcessEnv | undefined} `env` with the settings it lacks, or undefined when it has them all
 */
export function withServerSettings(env) {
  const missing = Object.entries(SERVER_MALLOC_ENV).filter(([name]) => env[name] === undefined);
  return missing.length === 0 ? undefined : { ...env, ...Object.fromEntries(missing) };
}

/**
 * V8's flags: semi-spaces (the young generation's halves) of 8 MiB instead of 16. A request's garbage
 * dies young either way; the smaller nursery keeps 16 to 24 MiB less resident. Measured after the
 * bench's runs: RSS 198-228 MiB without, 182-189 MiB with.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8'];

/**
 * @param {string[]} execArgv the process's node flags
 * @param {string | undefined} nodeOptions NODE_OPTIONS
 * @returns {string[]} the flags neither names (a flag given with any value wins)
 */
export function missingNodeFlags(execArgv, nodeOptions = '') {
  const given = [...execArgv, ...nodeOptions.split(/\s+/)].map((flag) => flag.split('=')[0]);
  return SERVER_NODE_FLAGS.filter((flag) => !given.includes(flag.split('=')[0]));
}
