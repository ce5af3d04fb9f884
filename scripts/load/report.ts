// The summary of a run (operations by kind with throughput and latency, then the checks) and the
// closing overview of all runs.

import type { CheckResult } from './check.ts';
import type { CpuSplit } from './cpu-meter.ts';
import type { RunMode } from './options.ts';
import type { Stats } from './stats.ts';

export interface RunResult {
  mode: RunMode;
  ok: boolean;
  loadSeconds: number;
  ops: number;
  opsPerSecond: number;
  failedChecks: number;
  /** the ledger audit's check (absent when the run crashed before its checks) */
  audit?: CheckResult;
  /** CPU per operation of the server and of the load generator (absent when the run crashed) */
  cpu?: CpuSplit;
  /** set when the run could not get as far as its checks */
  crashed?: string;
}

const pad = (text: string | number, width: number) => String(text).padStart(width);

export function printRunSummary(
  mode: string,
  stats: Stats,
  loadSeconds: number,
  checks: CheckResult[],
): void {
  const rows = stats.rows(loadSeconds);
  console.log(`\n  ${mode} run: operations over ${loadSeconds.toFixed(1)} s of load`);
  console.log(
    `  ${'kind'.padEnd(18)}${pad('ops', 7)}${pad('ok', 7)}${pad('refused', 9)}${pad('errors', 8)}` +
      `${pad('unknown', 9)}${pad('ops/s', 8)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}`,
  );
  for (const row of rows) {
    if (row.kind === 'total') console.log(`  ${'-'.repeat(84)}`);
    console.log(
      `  ${row.kind.padEnd(18)}${pad(row.ops, 7)}${pad(row.ok, 7)}${pad(row.refused, 9)}${pad(row.errors, 8)}` +
        `${pad(row.unknown, 9)}${pad(row.perSecond.toFixed(1), 8)}${pad(row.p50Ms.toFixed(1), 9)}${pad(row.p99Ms.toFixed(1), 9)}`,
    );
  }
  if (stats.refusalsByCode.size > 0)
    console.log(
      `  refusals: ${[...stats.refusalsByCode].map(([code, n]) => `${code} ${n}`).join(', ')}` +
        '  (legitimate: the amount was not there, or the daily count was used up)',
    );
  if (stats.unknownReasons.size > 0)
    console.log(
      `  unknown (no answer; re-sent with the same id until answered, latency is the answered attempt's): ` +
        [...stats.unknownReasons].map(([reason, n]) => `${reason} ${n}`).join(', '),
    );
  console.log(`\n  ${mode} run: checks`);
  for (const check of checks) console.log(`  ${check.ok ? 'PASS' : 'FAIL'}  ${check.name}: ${check.detail}`);
}

/** What each run loads: the figures side by side say SQLite x 1 process beside the shared environment. */
const SETUPS: Record<RunMode, string> = {
  normal: 'SQLite x 1 process',
  kill: 'SQLite x 1, SIGKILLed',
  cluster: 'PostgreSQL x 2 replicas',
};

export function printOverview(results: RunResult[]): void {
  console.log('\nload test');
  for (const r of results) {
    const figures = r.crashed
      ? `stopped: ${r.crashed}`
      : `${r.ops} ops in ${r.loadSeconds.toFixed(1)} s = ${r.opsPerSecond.toFixed(0)} ops/s, ` +
        `${r.failedChecks === 0 ? 'all checks pass' : `${r.failedChecks} checks fail`}` +
        (r.cpu?.serverMsPerOp === undefined ? '' : `; server ${r.cpu.serverMsPerOp.toFixed(2)} ms CPU/op`);
    console.log(`  ${r.ok ? 'PASS' : 'FAIL'}  ${r.mode.padEnd(7)}  ${SETUPS[r.mode].padEnd(24)}  ${figures}`);
  }
}
