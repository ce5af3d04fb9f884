// Two server processes on one database, for the exactly-once tests (pnpm test:integration): each runs
// `script` (settle-process.ts, contracts-settle-process.ts) under tsx with its own connection to `url`,
// both starting their work at the same moment, and each prints how many it took.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** What the two processes took, added up; `startInMs` leaves both time to load before they race. */
export async function takenByTwoProcesses(script: string, url: string, startInMs: number): Promise<number> {
  const file = fileURLToPath(new URL(script, import.meta.url));
  const startAt = String(Date.now() + startInMs);
  const outputs = await Promise.all(
    [0, 1].map(() => run(process.execPath, ['--import', 'tsx', file, url, startAt])),
  );
  return outputs.reduce((sum, out) => sum + Number(out.stdout), 0);
}
