// A node:http twin as a process of its own (node-http-twin.ts for one call, node-http-replay.ts for a
// mix), so its CPU is read from /proc apart from the simulator's and the load generator's.
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '../lib/free-port.mjs';
import { ServerProcess } from '../lib/server-process.ts';
import { type ReplayEntry, replayKey } from './replay-key.ts';

/** the Merchant ServerProcess sends when it asks whether a twin is up */
const TWIN_MERCHANT = 'none';

/** Writes what the twin answers to `dir`, starts `script` with the file's path in `variable`. */
export async function startTwinProcess(
  dir: string,
  script: string,
  variable: string,
  answers: unknown,
): Promise<ServerProcess> {
  const answerFile = path.join(dir, 'answers.json');
  fs.writeFileSync(answerFile, JSON.stringify(answers));
  const twin = new ServerProcess({
    dataDir: dir,
    port: await freePort(),
    adminToken: 'none',
    merchant: TWIN_MERCHANT,
    logFile: path.join(dir, 'twin.log'),
    nodeArgs: ['--import', 'tsx', `scripts/bench/${script}`],
    env: { [variable]: answerFile },
  });
  await twin.start();
  return twin;
}

/** ServerProcess.start waits for a 200 to this request: the replay, which answers 404 off the mix, has it too. */
const READY_ENTRY: ReplayEntry = {
  key: replayKey('GET', '/wps/session/key/rsa', { merchant: TWIN_MERCHANT }),
  answer: { status: 200, headers: {}, bodyBase64: '' },
};

/** The replay twin of a mix (node-http-replay.ts): each request's own captured answer. */
export function startReplayTwin(entries: ReplayEntry[], dir: string): Promise<ServerProcess> {
  return startTwinProcess(dir, 'node-http-replay.ts', 'REPLAY_ANSWERS_FILE', [...entries, READY_ENTRY]);
}
