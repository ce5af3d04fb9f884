// Write-ahead-log checkpoints off the request thread. A checkpoint copies the log's pages back into the
// database file and syncs it; run by the committing statement (SQLite's default), it stalled the event
// loop for tens of milliseconds several times a second under load: a game round's commit averaged
// 300 µs instead of 140 in a replay of its statements. A worker thread with a connection of its own
// checkpoints PASSIVE (it never waits for, nor blocks, a reader or the writer) whenever another
// connection has committed. The main connection's own autocheckpoint (client.ts) stays as the backstop
// that lets the log start over under sustained load. SQLite files only: PostgreSQL checkpoints itself.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { isPostgres, sqliteFileOf } from './client.ts';

/** How often the worker looks for new commits. */
export const CHECKPOINT_EVERY_MS = 50;

// plain CommonJS for `eval`: the worker needs no bundle of its own
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
let seen = null;
let lastError = '';
const timer = setInterval(() => {
  try {
    // data_version changes when another connection commits: an idle database costs one read
    const version = db.pragma('data_version', { simple: true });
    if (version === seen) return;
    const [result] = db.pragma('wal_checkpoint(PASSIVE)');
    // busy: another checkpoint was running; look again next time
    if (!result.busy) seen = version;
  } catch (error) {
    // told once, not every tick while it lasts
    const message = String(error);
    if (message !== lastError) parentPort.postMessage({ error: message });
    lastError = message;
  }
}, workerData.everyMs);
parentPort.once('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

export interface BackgroundCheckpoints {
  stop(): Promise<void>;
}

const NONE: BackgroundCheckpoints = { stop: async () => {} };

/**
 * Starts the checkpointing worker for the SQLite file the URL names (nothing for PostgreSQL or an
 * in-memory database). `onError` hears what went wrong; the server goes on either way, checkpointing
 * as SQLite does by default.
 */
export function startBackgroundCheckpoints(
  databaseUrl: string,
  onError: (message: string) => void,
  everyMs = CHECKPOINT_EVERY_MS,
): BackgroundCheckpoints {
  const file = sqliteFileOf(databaseUrl);
  if (isPostgres(databaseUrl) || file === ':memory:') return NONE;
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { driver, file, everyMs },
    // a small heap: it holds one connection and a timer
    resourceLimits: { maxOldGenerationSizeMb: 8, maxYoungGenerationSizeMb: 2 },
  });
  // never what keeps the process alive
  worker.unref();
  worker.on('message', (message: { error?: string }) => {
    if (message.error) onError(`background checkpoint: ${message.error}`);
  });
  worker.on('error', (error) => onError(`background checkpoints stopped: ${error.message}`));
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return {
    stop: () => {
      worker.postMessage('stop');
      return exited;
    },
  };
}
