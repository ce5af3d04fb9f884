// Two server processes on one database, for the exactly-once tests (pnpm test:integration): each runs
// `script` (settle-process.ts, contracts-settle-process.ts) under tsx with its own connection to `url`,
// says when it has loaded, and both start their work at the same moment, when the slower one is
// ready (not after a fixed wait); each prints how many it took.
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

const READY = 'ready\n';

/** A racer's output until it exits; rejects with its error output if it fails. */
function outputOf(child: ChildProcessWithoutNullStreams): { ready: Promise<void>; done: Promise<string> } {
  let stdout = '';
  let stderr = '';
  let signalReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    signalReady = resolve;
  });
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
    if (stdout.startsWith(READY)) signalReady();
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const done = once(child, 'exit').then(([code]) => {
    if (code !== 0) throw new Error(`racer exited with ${code}: ${stderr}`);
    return stdout.slice(READY.length);
  });
  // a racer that dies while loading must not leave the other waiting for it
  return { ready: Promise.race([ready, done.then(() => {})]), done };
}

/** What the two processes took, added up. */
export async function takenByTwoProcesses(script: string, url: string): Promise<number> {
  const file = fileURLToPath(new URL(script, import.meta.url));
  const children = [0, 1].map(() => spawn(process.execPath, ['--import', 'tsx', file, url]));
  const racers = children.map(outputOf);
  await Promise.all(racers.map((racer) => racer.ready));
  // one line to each, back to back: both start within a millisecond
  for (const child of children) child.stdin.end('go\n');
  const outputs = await Promise.all(racers.map((racer) => racer.done));
  return outputs.reduce((sum, out) => sum + Number(out), 0);
}

/** In a racer: says it has loaded, then waits for the word to start. */
export async function readyThenWaitForStart(): Promise<void> {
  process.stdout.write(READY);
  await once(process.stdin, 'data');
  process.stdin.pause();
}
