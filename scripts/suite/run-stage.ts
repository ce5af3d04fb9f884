// One stage of the suite (`pnpm run <script>`, or a command), its output on this terminal or in a log file.
import { spawn } from 'node:child_process';
import fs from 'node:fs';

export interface StageResult {
  stage: string;
  ok: boolean;
  seconds: number;
  /** where its output went; undefined when it streamed */
  log: string | undefined;
}

export function runStage(
  stage: string,
  log?: string,
  command: readonly string[] = ['pnpm', 'run', stage],
): Promise<StageResult> {
  const started = performance.now();
  const output = log ? fs.openSync(log, 'w') : 'inherit';
  // FORCE_COLOR: a stage writing to a file still colours its output as it would on this terminal
  const env = log && process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env;
  const [program = 'pnpm', ...args] = command;
  const child = spawn(program, args, { stdio: ['ignore', output, output], env });
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      if (typeof output === 'number') fs.closeSync(output);
      resolve({ stage, ok, seconds: (performance.now() - started) / 1000, log });
    };
    child.once('error', () => done(false));
    child.once('exit', (code) => done(code === 0));
  });
}
