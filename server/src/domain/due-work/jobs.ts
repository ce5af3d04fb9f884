// Everything that falls due on the simulated clock, in one list: the timer runs it every second and
// the clock's admin procedures run it at once after a move. A job claims each due item in the
// database (a guarded UPDATE or an idempotent ledger key), so an item is done exactly once however
// many timers, clock jumps, restarts or server processes reach it.
import type { CashierDeps } from '../cashier/orders.ts';
import { sweepDueOrders } from '../cashier/sweeper.ts';
import { settleDueBets } from '../lottery/settlement.ts';
import { payDueReferralRewards } from '../referral/rewards.ts';
import { runVipWork } from '../vip/due-work.ts';

export type DueWorkDeps = CashierDeps;

export interface DueJob {
  /** shown in logs and in the run summary */
  name: string;
  /** does whatever is due by the simulated now; returns how many items it moved */
  run(deps: DueWorkDeps): Promise<number>;
}

export const DUE_JOBS: DueJob[] = [
  { name: 'cashier', run: sweepDueOrders },
  { name: 'lottery', run: settleDueBets },
  { name: 'vip', run: runVipWork },
  { name: 'referral', run: payDueReferralRewards },
];

/** Runs every job once, in order; returns the items each moved (jobs that moved nothing are left out). */
export async function runDueWork(deps: DueWorkDeps): Promise<Record<string, number>> {
  const moved: Record<string, number> = {};
  for (const job of DUE_JOBS) {
    const count = await job.run(deps);
    if (count > 0) moved[job.name] = count;
  }
  return moved;
}
