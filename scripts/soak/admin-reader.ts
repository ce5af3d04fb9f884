// The control room reading while the load runs, as QA dashboards do: the request journal, the
// cashier's orders, the member list, the system state and, less often, the whole-ledger audit.
import { setTimeout as sleep } from 'node:timers/promises';
import { fromAdmin, record } from '../load/attempts.ts';
import type { RunContext } from '../load/context.ts';
import { weighted } from '../load/random.ts';

type Read = 'journal' | 'orders' | 'members' | 'system' | 'audit';
const READS: [Read, number][] = [
  ['journal', 30],
  ['orders', 30],
  ['members', 15],
  ['system', 20],
  ['audit', 5],
];
const PAUSE_MS = 250;

export class AdminReader {
  constructor(private readonly ctx: RunContext) {}

  async run(stop: () => boolean): Promise<void> {
    while (!stop()) {
      await this.read(weighted(READS));
      await sleep(PAUSE_MS);
    }
  }

  private async read(which: Read): Promise<void> {
    const { admin } = this.ctx;
    const outcome = await fromAdmin<unknown>((signal) => {
      switch (which) {
        case 'journal':
          return admin.journal.list.query({ limit: 50 }, { signal });
        case 'orders':
          return admin.cashier.orders.query({ limit: 50 }, { signal });
        case 'members':
          return admin.members.list.query({ limit: 50 }, { signal });
        case 'system':
          return admin.system.get.query({}, { signal });
        case 'audit':
          return admin.wallet.audit.query(undefined, { signal });
      }
    });
    if (outcome.kind === 'unknown') this.ctx.stats.unknown('admin read', outcome.reason);
    else record(this.ctx, 'admin read', outcome, [], () => null);
  }
}
