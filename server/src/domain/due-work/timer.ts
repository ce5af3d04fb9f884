// Runs the due work every interval (one run at a time), so a deposit approves itself or a draw
// settles on time even when nobody is looking.
import type { Logger } from '../../foundation/logger.ts';
import { type DueWorkDeps, DueWorkGate, runDueWork } from './jobs.ts';

export function startDueWorkTimer(deps: DueWorkDeps, intervalMs: number, log: Logger): () => void {
  let running = false;
  const gate = new DueWorkGate();
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runDueWork(deps, gate)
      .then((moved) => {
        if (Object.keys(moved).length > 0) log.info({ moved }, 'due work applied');
      })
      .catch((error: unknown) => log.error({ err: error }, 'due work failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
