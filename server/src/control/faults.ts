// Faults QA injects per route or relay name: added latency (fixed or a range), an error rate with
// a chosen envelope or HTTP status, or a dropped connection. Kept in the database (InjectedFault), so
// every server process applies them; each keeps a copy for the hot path, reloaded when the `faults`
// version moves (foundation/shared-versions.ts). Hits are counted in the database, and a fault given
// `times` is claimed hit by hit there, so it fires that many times across all processes.
import type { FaultInput } from '@sim/shared/admin/faults';
import type { Db } from '../db/client.ts';
import type { SharedVersions } from '../foundation/shared-versions.ts';
import type { InjectedFault, Prisma } from '../generated/prisma/client.ts';
import { globToRegExp } from '../lib/glob.ts';

export interface Fault extends FaultInput {
  id: number;
  hits: number;
  createdAt: string;
}

export type FaultOutcome =
  | { kind: 'pass'; delayMs: number }
  | { kind: 'error'; delayMs: number; status: number; errorCode: string; message: string }
  | { kind: 'drop'; delayMs: number };

interface ActiveFault extends FaultInput {
  id: number;
  pattern: RegExp;
}

const PASS: FaultOutcome = { kind: 'pass', delayMs: 0 };

const describe = (row: InjectedFault): Fault => ({
  ...(row.spec as unknown as FaultInput),
  id: row.id,
  hits: row.hits,
  createdAt: row.createdAt.toISOString(),
});

export class FaultInjector {
  private faults: ActiveFault[] = [];

  constructor(
    private readonly db: Db,
    private readonly versions?: SharedVersions,
    private readonly random: () => number = Math.random,
  ) {
    versions?.on('faults', () => this.load());
  }

  /** Reads the faults into this process's copy (start-up, and when another process changed them). */
  async load(): Promise<void> {
    const rows = await this.db.injectedFault.findMany({ orderBy: { id: 'asc' } });
    this.faults = rows.map((row) => {
      const spec = row.spec as unknown as FaultInput;
      return { ...spec, id: row.id, pattern: globToRegExp(spec.match) };
    });
  }

  async add(input: FaultInput, now: Date): Promise<Fault> {
    const row = await this.changing((tx) =>
      tx.injectedFault.create({
        data: { spec: input as object, timesLeft: input.times ?? null, createdAt: now },
      }),
    );
    return describe(row);
  }

  async list(): Promise<Fault[]> {
    return (await this.db.injectedFault.findMany({ orderBy: { id: 'asc' } })).map(describe);
  }

  async remove(id: number): Promise<boolean> {
    const { count } = await this.changing((tx) => tx.injectedFault.deleteMany({ where: { id } }));
    return count > 0;
  }

  async clear(): Promise<number> {
    const { count } = await this.changing((tx) => tx.injectedFault.deleteMany());
    return count;
  }

  /** Whether any fault is active at all (the hot path's first question). */
  any(): boolean {
    return this.faults.length > 0;
  }

  /** Whether any fault is aimed at `path`, without counting a hit. */
  targets(path: string): boolean {
    return this.faults.length > 0 && this.find(path) !== undefined;
  }

  /** What happens to a request for `path` (the relay name also counts as a target). */
  async decide(path: string): Promise<FaultOutcome> {
    if (this.faults.length === 0) return PASS;
    const fault = this.find(path);
    if (!fault || !(await this.hit(fault))) return PASS;
    const delayMs = this.delayOf(fault);
    const failing =
      fault.drop ||
      fault.status !== undefined ||
      fault.errorCode !== undefined ||
      fault.errorRate !== undefined;
    if (!failing || this.random() >= (fault.errorRate ?? 1)) return { kind: 'pass', delayMs };
    if (fault.drop) return { kind: 'drop', delayMs };
    return {
      kind: 'error',
      delayMs,
      status: fault.status ?? 500,
      errorCode: fault.errorCode ?? 'system.busy',
      message: fault.message ?? 'Injected fault',
    };
  }

  private find(path: string): ActiveFault | undefined {
    const relayName = /^\/wps\/relay\/([^/]+)/.exec(path)?.[1];
    return this.faults.find(
      (f) => f.pattern.test(path) || (relayName !== undefined && f.pattern.test(relayName)),
    );
  }

  /** Counts a hit in the database; false when a fault with `times` was used up (by any process). */
  private async hit(fault: ActiveFault): Promise<boolean> {
    if (fault.times === undefined) {
      await this.db.injectedFault.updateMany({ where: { id: fault.id }, data: { hits: { increment: 1 } } });
      return true;
    }
    const claimed = await this.db.injectedFault.updateMany({
      where: { id: fault.id, timesLeft: { gt: 0 } },
      data: { hits: { increment: 1 }, timesLeft: { decrement: 1 } },
    });
    if (claimed.count === 0) {
      // used up by another process, which announced it: this copy is only behind
      await this.load();
      return false;
    }
    // the last hit takes the fault away, for every process
    const gone = await this.db.injectedFault.deleteMany({ where: { id: fault.id, timesLeft: 0 } });
    if (gone.count > 0) await this.announce();
    return true;
  }

  /** A change of the faults and the `faults` version in one transaction, then this process's copy. */
  private async changing<T>(write: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
    const result = await this.db.$transaction(async (tx) => {
      const written = await write(tx);
      await this.versions?.bump(tx, 'faults');
      return written;
    });
    await this.load();
    return result;
  }

  /** After a change written outside `changing`. */
  private async announce(): Promise<void> {
    await this.versions?.bump(this.db, 'faults');
    await this.load();
  }

  private delayOf(fault: FaultInput): number {
    const min = fault.latencyMs ?? 0;
    const max = fault.latencyMaxMs ?? min;
    return Math.round(min + (max - min) * this.random());
  }
}
