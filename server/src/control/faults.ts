// Faults QA injects per route or relay name: added latency (fixed or a range), an error rate with
// a chosen envelope or HTTP status, or a dropped connection. Kept in memory: a restart clears them.
import type { FaultInput } from '@sim/shared/admin/faults';
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

interface ActiveFault extends Fault {
  pattern: RegExp;
}

export class FaultInjector {
  private faults: ActiveFault[] = [];
  private nextId = 1;

  constructor(private readonly random: () => number = Math.random) {}

  add(input: FaultInput, now: Date): Fault {
    const fault: ActiveFault = {
      ...input,
      id: this.nextId++,
      hits: 0,
      createdAt: now.toISOString(),
      pattern: globToRegExp(input.match),
    };
    this.faults.push(fault);
    return this.describe(fault);
  }

  list(): Fault[] {
    return this.faults.map((f) => this.describe(f));
  }

  remove(id: number): boolean {
    const before = this.faults.length;
    this.faults = this.faults.filter((f) => f.id !== id);
    return this.faults.length < before;
  }

  clear(): number {
    const count = this.faults.length;
    this.faults = [];
    return count;
  }

  /** Whether any fault is aimed at `path`, without counting a hit. */
  targets(path: string): boolean {
    return this.faults.length > 0 && this.find(path) !== undefined;
  }

  private find(path: string): ActiveFault | undefined {
    const relayName = /^\/wps\/relay\/([^/]+)/.exec(path)?.[1];
    return this.faults.find(
      (f) => f.pattern.test(path) || (relayName !== undefined && f.pattern.test(relayName)),
    );
  }

  /** What happens to a request for `path` (the relay name also counts as a target). */
  decide(path: string): FaultOutcome {
    if (this.faults.length === 0) return { kind: 'pass', delayMs: 0 };
    const fault = this.find(path);
    if (!fault) return { kind: 'pass', delayMs: 0 };
    fault.hits++;
    if (fault.times !== undefined && fault.hits >= fault.times) this.remove(fault.id);
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

  private delayOf(fault: Fault): number {
    const min = fault.latencyMs ?? 0;
    const max = fault.latencyMaxMs ?? min;
    return Math.round(min + (max - min) * this.random());
  }

  private describe({ pattern: _pattern, ...fault }: ActiveFault): Fault {
    return { ...fault };
  }
}
