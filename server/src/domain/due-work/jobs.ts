// Everything that falls due on the simulated clock, in one list: the timer runs it every second and
// the clock's admin procedures run it at once after a move. A job claims each due item in the
// database (a guarded UPDATE or an idempotent ledger key), so an item is done exactly once however
// many timers, clock jumps, restarts or server processes reach it.
import { changeMark } from '../../db/sql.ts';
import type { CashierDeps } from '../cashier/orders.ts';
import { ordersAreDue, sweepDueOrders } from '../cashier/sweeper.ts';
import { periodsAreDue, settleDueContracts } from '../contracts/settlement.ts';
import { betsAreDue, settleDueBets } from '../lottery/settlement.ts';
import { payDueReferralRewards } from '../referral/rewards.ts';
import { promoteDueMembers } from '../vip/promotion.ts';
import { monthsAreDue, reviewDueMonths } from '../vip/review.ts';

export type DueWorkDeps = CashierDeps;

export interface DueJob {
  /** shown in logs and in the run summary */
  name: string;
  /** does whatever is due by the simulated now; returns how many items it moved */
  run(deps: DueWorkDeps): Promise<number>;
  /**
   * How the timer tells, without running the job, that it may have work: a cheap plain-SQL look at
   * what is due by now, or 'changes' for work only new data brings (a deposit, a round): the job then
   * runs when anything was written since its last run. An idle server so costs a few reads a second,
   * not every job's Prisma queries (about 20 ms of CPU a second, and never idle enough to collect).
   */
  due: ((deps: DueWorkDeps) => Promise<boolean>) | 'changes';
}

export const DUE_JOBS: DueJob[] = [
  { name: 'cashier', run: sweepDueOrders, due: ordersAreDue },
  { name: 'lottery', run: settleDueBets, due: betsAreDue },
  { name: 'vip-review', run: reviewDueMonths, due: monthsAreDue },
  { name: 'vip', run: promoteDueMembers, due: 'changes' },
  { name: 'referral', run: payDueReferralRewards, due: 'changes' },
  { name: 'contracts', run: settleDueContracts, due: periodsAreDue },
];

/**
 * The timer's memory of each 'changes' job: the database's change mark when its last run began.
 * Only a hint: a job it skips has nothing new to look at, and a job it runs claims in the database.
 */
export class DueWorkGate {
  private readonly marks = new Map<string, string>();

  /** Runs `job` if it may have work; returns the items it moved (0 when skipped). */
  async run(job: DueJob, deps: DueWorkDeps): Promise<number> {
    if (job.due !== 'changes') return (await job.due(deps)) ? job.run(deps) : 0;
    // null (PostgreSQL, or a transaction open): no mark to compare, so the job runs
    const mark = await changeMark(deps.db);
    if (mark !== null && this.marks.get(job.name) === mark) return 0;
    const moved = await job.run(deps);
    if (mark !== null) this.marks.set(job.name, mark);
    return moved;
  }
}

/**
 * Runs every job once, in order (through `gate`, the timer's, only those that may have work);
 * returns the items each moved (jobs that moved nothing are left out).
 */
export async function runDueWork(deps: DueWorkDeps, gate?: DueWorkGate): Promise<Record<string, number>> {
  const moved: Record<string, number> = {};
  for (const job of DUE_JOBS) {
    const count = gate ? await gate.run(job, deps) : await job.run(deps);
    if (count > 0) moved[job.name] = count;
  }
  return moved;
}
