// A throwaway PostgreSQL cluster for tests and runs that want one (test:pg, test:cluster): `initdb` in a
// temporary folder, `postgres` on a free port, trust authentication on 127.0.0.1 and a socket in that
// folder; `stop()` shuts it down and removes the folder. PostgreSQL refuses to run as root: as root the
// cluster belongs to the `postgres` system user (Debian's package makes it) and its processes run as it.
// No durability (fsync off): the data dies with the cluster anyway, and the tests run faster.
// `node scripts/lib/throwaway-postgres.mjs` starts one, prints its URL and keeps it until Ctrl-C.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { freePort } from './free-port.mjs';

const SYSTEM_USER = 'postgres';

/** The folder of Debian's PostgreSQL binaries (newest version), else wherever `initdb` is on PATH. */
export function postgresBinDir() {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length > 0) return path.join(root, versions[0], 'bin');
  try {
    const initdb = execFileSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).trim();
    if (initdb) return path.dirname(fs.realpathSync(initdb));
  } catch {}
  throw new Error('PostgreSQL not found (no initdb): run `bash scripts/ensure-postgres.sh` first');
}

const asRoot = () => process.getuid?.() === 0;

/** argv that runs `binary` as the cluster's owner: the postgres system user when we are root. */
function command(binDir, binary, args) {
  const file = path.join(binDir, binary);
  return asRoot() ? ['runuser', ['-u', SYSTEM_USER, '--', file, ...args]] : [file, args];
}

async function waitUntilReady(url, child, deadline) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`postgres exited with code ${child.exitCode}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => {});
      if (Date.now() > deadline) throw new Error(`postgres did not accept connections: ${error.message}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** The postmaster's process id, from its pid file (the child we spawned may be runuser). */
function postmasterPid(dataDir) {
  try {
    const pid = Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Starts a fresh cluster. `log` receives its start-up lines and server log (default: dropped).
 * Returns `{ url, port, dataDir, stop() }`; `url` connects as the superuser `postgres` to database
 * `postgres` (make databases of your own with CREATE DATABASE).
 */
export async function startThrowawayPostgres({ log = () => {}, maxConnections = 300 } = {}) {
  const binDir = postgresBinDir();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'sim-pg-'));
  const dataDir = path.join(folder, 'data');
  if (asRoot()) execFileSync('chown', [SYSTEM_USER, folder]);
  const [initdb, initArgs] = command(binDir, 'initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '--encoding=UTF8',
    '--locale=C',
    '--no-sync',
  ]);
  execFileSync(initdb, initArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
  log(`initdb: ${dataDir}`);

  let stopped = false;
  let child;
  let port;
  for (let attempt = 0; ; attempt++) {
    port = await freePort();
    const [postgres, args] = command(binDir, 'postgres', [
      '-D',
      dataDir,
      '-p',
      String(port),
      '-k',
      folder,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `max_connections=${maxConnections}`,
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
    ]);
    child = spawn(postgres, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    for (const stream of [child.stdout, child.stderr])
      stream.on('data', (chunk) => {
        const text = String(chunk).trimEnd();
        if (output.length < 50) output.push(text);
        log(text);
      });
    const url = `postgresql://postgres@127.0.0.1:${port}/postgres`;
    try {
      await waitUntilReady(url, child, Date.now() + 30_000);
      break;
    } catch (error) {
      child.kill('SIGKILL');
      // the port was taken between our probe and postgres's bind: try another
      if (attempt < 2 && output.some((line) => line.includes('could not bind'))) continue;
      fs.rmSync(folder, { recursive: true, force: true });
      throw new Error(`${error.message}\n${output.join('\n')}`);
    }
  }

  // a run that dies without stop() must not leave the cluster running
  const killOnExit = () => {
    const pid = postmasterPid(dataDir);
    if (pid) {
      try {
        process.kill(pid, 'SIGQUIT');
      } catch {}
    }
  };
  process.on('exit', killOnExit);

  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `postgresql://postgres@127.0.0.1:${port}/postgres`;
  log(`postgres: ${url}`);

  async function stop() {
    if (stopped) return;
    stopped = true;
    process.off('exit', killOnExit);
    const pid = postmasterPid(dataDir);
    // SIGINT is a fast shutdown: open sessions are ended, nothing is waited for
    if (pid) {
      try {
        process.kill(pid, 'SIGINT');
      } catch {}
    } else child.kill('SIGINT');
    const timeout = new Promise((resolve) => setTimeout(resolve, 10_000, 'timeout'));
    if ((await Promise.race([exited, timeout])) === 'timeout') {
      if (pid) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {}
      }
      child.kill('SIGKILL');
    }
    fs.rmSync(folder, { recursive: true, force: true });
  }

  return { url, port, dataDir, stop };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const cluster = await startThrowawayPostgres({ log: (line) => process.stderr.write(`${line}\n`) });
  process.stdout.write(`${cluster.url}\n`);
  const shutdown = () => cluster.stop().then(() => process.exit(0));
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}
