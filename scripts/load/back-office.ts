// The back office at work through the admin API: approves most deposits and rejects some, pays most
// withdrawals (the member then confirms them) and rejects some. Decisions are retried like member
// requests when no answer comes, and a share is sent twice: a decision repeated answers the same state.
import { setTimeout as sleep } from 'node:timers/promises';
import { MAIN_WALLET, type Order } from '@sim/shared/wps/cashier';
import { fromAdmin, untilKnown } from './attempts.ts';
import type { Decision, RunContext } from './context.ts';
import { cents, chance } from './random.ts';
import type { Kind } from './stats.ts';

const APPROVE_SHARE = 0.85;
const PAY_SHARE = 0.85;
const REPLAY_SHARE = 0.1;

type AdminOrder = Order & { username: string };

export class BackOffice {
  private readonly queue: Decision[] = [];

  constructor(private readonly ctx: RunContext) {}

  get waiting(): number {
    return this.queue.length;
  }

  submit(decision: Decision): void {
    this.queue.push(decision);
  }

  /** Works the queue until `stop`; what is still queued then stays pending, which is a valid state. */
  async run(stop: () => boolean, workers: number): Promise<void> {
    const worker = async () => {
      while (!stop()) {
        const next = this.queue.shift();
        if (next) await this.decide(next);
        else await sleep(20);
      }
    };
    await Promise.all(Array.from({ length: workers }, worker));
  }

  private async decide(decision: Decision): Promise<void> {
    const { cashier } = this.ctx.admin;
    const input = { referenceNo: decision.referenceNo };
    const deposit = decision.type === 'DEPOSIT';
    const yes = chance(deposit ? APPROVE_SHARE : PAY_SHARE);
    const [kind, status, procedure]: [Kind, string, typeof cashier.approveDeposit] = deposit
      ? yes
        ? ['approve deposit', 'APPROVED', cashier.approveDeposit]
        : ['reject deposit', 'REJECTED', cashier.rejectDeposit]
      : yes
        ? ['pay withdrawal', 'PAID', cashier.payWithdrawal]
        : ['reject withdrawal', 'REJECTED', cashier.rejectWithdrawal];
    const send = () => fromAdmin<AdminOrder>((signal) => procedure.mutate(input, { signal }));
    const check = (order: AdminOrder) =>
      order.referenceNo === decision.referenceNo && order.status === status
        ? this.ctx.book.observeOrder(decision.member.username, order)
        : `${kind} ${decision.referenceNo} answered ${order.referenceNo} ${order.status}`;
    const answer = await untilKnown(this.ctx, kind, send, [], check);
    if (answer === null) this.ctx.book.unresolved.push({ username: decision.member.username, what: kind });
    if (answer?.kind !== 'ok') return;
    // before the member can confirm: a repeated payout of a RECEIVED withdrawal would rightly be refused
    if (chance(REPLAY_SHARE)) await untilKnown(this.ctx, 'replay', send, [], check);
    const { member } = decision;
    if (status === 'PAID') member.toConfirm.push(decision.referenceNo);
    // an approved deposit or a rejected withdrawal lands in the main wallet
    else if (kind !== 'reject deposit')
      member.estimate.set(MAIN_WALLET, cents((member.estimate.get(MAIN_WALLET) ?? 0) + decision.amount));
  }
}
