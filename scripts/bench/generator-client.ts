// The parent's side of the load generator: forks load-generator.ts once and hands it job after job.
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { GeneratorJob, GeneratorResult } from './load-generator.ts';

type Answer = { ok: true; result: GeneratorResult } | { ok: false; message: string };

export class LoadGenerator {
  private readonly child: ChildProcess;

  constructor() {
    this.child = fork(fileURLToPath(new URL('./load-generator.ts', import.meta.url)), [], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
  }

  run(job: GeneratorJob): Promise<GeneratorResult> {
    return new Promise((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`the load generator exited (${code})`));
      this.child.once('exit', onExit);
      this.child.once('message', (answer: Answer) => {
        this.child.off('exit', onExit);
        if (answer.ok) resolve(answer.result);
        else reject(new Error(`load generator: ${answer.message}`));
      });
      this.child.send(job);
    });
  }

  close(): void {
    if (this.child.connected) this.child.disconnect();
  }
}
