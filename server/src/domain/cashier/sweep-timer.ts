// Runs the cashier's automatic steps every interval (one sweep at a time), so a deposit approves
// itself on time even when nobody is looking.
import type { FastifyBaseLogger } from 'fastify';
import type { CashierDeps } from './orders.ts';
import { sweepDueOrders } from './sweeper.ts';

export function startSweepTimer(deps: CashierDeps, intervalMs: number, log: FastifyBaseLogger): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepDueOrders(deps)
      .then((moved) => {
        if (moved > 0) log.info({ moved }, 'cashier: automatic steps applied');
      })
      .catch((error: unknown) => log.error({ err: error }, 'cashier sweep failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
