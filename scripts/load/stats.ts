// Counters and latencies per kind of operation, and the one-line progress report.

export const KINDS = [
  'deposit',
  'transfer',
  'bet',
  'withdraw',
  'confirm receipt',
  'balance',
  'replay',
  'approve deposit',
  'reject deposit',
  'pay withdrawal',
  'reject withdrawal',
  // the soak's visitors and back-office readers
  'login',
  'status',
  'game list',
  'logout',
  'admin read',
] as const;
export type Kind = (typeof KINDS)[number];

interface Tally {
  ok: number;
  refused: number;
  errors: number;
  /** first attempts that got no answer (the outcome was learnt later by retrying) */
  unknown: number;
  latenciesMs: number[];
}

export interface KindRow {
  kind: Kind | 'total';
  ops: number;
  ok: number;
  refused: number;
  errors: number;
  unknown: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
}

const MAX_ERROR_SAMPLES = 20;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(p * (sorted.length - 1)))]!;
}

export class Stats {
  private readonly tallies = new Map<Kind, Tally>(
    KINDS.map((kind) => [kind, { ok: 0, refused: 0, errors: 0, unknown: 0, latenciesMs: [] }]),
  );
  readonly errorSamples: string[] = [];
  errorCount = 0;
  readonly refusalsByCode = new Map<string, number>();
  /** why first attempts got no answer: connection refused, reset, timeout */
  readonly unknownReasons = new Map<string, number>();

  ok(kind: Kind, ms: number): void {
    const tally = this.tallies.get(kind)!;
    tally.ok += 1;
    tally.latenciesMs.push(ms);
  }

  refused(kind: Kind, errorCode: string, ms: number): void {
    const tally = this.tallies.get(kind)!;
    tally.refused += 1;
    tally.latenciesMs.push(ms);
    const key = `${kind}: ${errorCode}`;
    this.refusalsByCode.set(key, (this.refusalsByCode.get(key) ?? 0) + 1);
  }

  error(kind: Kind, detail: string): void {
    this.tallies.get(kind)!.errors += 1;
    this.errorCount += 1;
    if (this.errorSamples.length < MAX_ERROR_SAMPLES) this.errorSamples.push(`${kind}: ${detail}`);
  }

  unknown(kind: Kind, reason: string): void {
    this.tallies.get(kind)!.unknown += 1;
    const key = `${kind}: ${reason}`;
    this.unknownReasons.set(key, (this.unknownReasons.get(key) ?? 0) + 1);
  }

  totals(): { ops: number; ok: number; refused: number; errors: number; unknown: number } {
    let ok = 0;
    let refused = 0;
    let errors = 0;
    let unknown = 0;
    for (const t of this.tallies.values()) {
      ok += t.ok;
      refused += t.refused;
      errors += t.errors;
      unknown += t.unknown;
    }
    return { ops: ok + refused + errors, ok, refused, errors, unknown };
  }

  okCount(kind: Kind): number {
    return this.tallies.get(kind)!.ok;
  }

  rows(seconds: number): KindRow[] {
    const row = (kind: KindRow['kind'], tallies: Tally[]): KindRow => {
      const sum = (pick: (t: Tally) => number) => tallies.reduce((s, t) => s + pick(t), 0);
      const ops = sum((t) => t.ok + t.refused + t.errors);
      const latencies = tallies.flatMap((t) => t.latenciesMs).sort((a, b) => a - b);
      return {
        kind,
        ops,
        ok: sum((t) => t.ok),
        refused: sum((t) => t.refused),
        errors: sum((t) => t.errors),
        unknown: sum((t) => t.unknown),
        perSecond: ops / seconds,
        p50Ms: percentile(latencies, 0.5),
        p99Ms: percentile(latencies, 0.99),
      };
    };
    const used = KINDS.filter((kind) => {
      const t = this.tallies.get(kind)!;
      return t.ok + t.refused + t.errors + t.unknown > 0;
    });
    return [
      ...used.map((kind) => row(kind, [this.tallies.get(kind)!])),
      row('total', [...this.tallies.values()]),
    ];
  }

  progressLine(label: string, elapsedS: number, extra: string): string {
    const t = this.totals();
    const rate = elapsedS > 0 ? Math.round(t.ops / elapsedS) : 0;
    return (
      `  [${label}] ${elapsedS.toFixed(1).padStart(5)} s  ops ${t.ops} (${rate}/s)  ok ${t.ok}  ` +
      `refused ${t.refused}  errors ${t.errors}  unknown ${t.unknown}  ${extra}`
    );
  }
}
